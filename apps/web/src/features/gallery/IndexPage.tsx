import { useTranslation } from 'react-i18next';
import { galleryApi } from './gallery.api';
import { PagedPictures } from './PictureGrid';
import { SearchForm } from './SearchForm';
import { usePages } from './use-pages';

/** /pictures: the newest approved photos, a page at a time. */
export function IndexPage() {
  const { t } = useTranslation();
  const pages = usePages(galleryApi.newest, 'newest');
  return (
    <>
      <h1 className="gallery-title">{t('gallery.index.title')}</h1>
      <p className="gallery-lead">{t('gallery.index.lead')}</p>
      <SearchForm />
      <PagedPictures pages={pages} empty={t('gallery.index.empty')} />
    </>
  );
}

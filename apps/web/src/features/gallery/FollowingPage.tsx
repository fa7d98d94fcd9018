import { useTranslation } from 'react-i18next';
import { galleryApi } from './gallery.api';
import { PagedPictures } from './PictureGrid';
import { usePages } from './use-pages';

/** /pictures/search/follow: the newest approved photos of the photographers I follow. */
export function FollowingPage() {
  const { t } = useTranslation();
  const pages = usePages(galleryApi.followed, 'followed');
  return (
    <>
      <h1 className="gallery-title">{t('gallery.tabs.following')}</h1>
      <PagedPictures pages={pages} empty={t('gallery.following.empty')} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { galleryApi } from './gallery.api';
import { PagedPictures } from './PictureGrid';
import { usePages } from './use-pages';

/** /pictures/my: every photo of mine with its review state and a rejection's reason. */
export function MyPage() {
  const { t } = useTranslation();
  const pages = usePages(galleryApi.mine, 'mine');
  return (
    <>
      <h1 className="gallery-title">{t('gallery.my.title')}</h1>
      <PagedPictures
        pages={pages}
        showState
        showAuthor={false}
        empty={
          <>
            {t('gallery.my.empty')} <Link to="/pictures/upload">{t('gallery.my.uploadNow')}</Link>
          </>
        }
      />
    </>
  );
}

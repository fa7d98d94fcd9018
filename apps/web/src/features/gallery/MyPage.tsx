import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { galleryApi } from './gallery.api';
import { OwnPhotoActions } from './OwnPhotoActions';
import { PagedPictures } from './PictureGrid';
import { usePages } from './use-pages';

/**
 * /pictures/my: every photo of mine with its review state and a rejection's reason, each with
 * Edit and Delete. A delete from the detail page comes back here with `deleted` in the state.
 */
export function MyPage() {
  const { t } = useTranslation();
  const pages = usePages(galleryApi.mine, 'mine');
  const arrivedDeleted = (useLocation().state as { deleted?: boolean } | null)?.deleted === true;
  const [notice, setNotice] = useState<string | undefined>(
    arrivedDeleted ? t('gallery.own.deleted') : undefined,
  );
  return (
    <>
      <h1 className="gallery-title">{t('gallery.my.title')}</h1>
      {notice && (
        <p className="gallery-message gallery-message--info" role="status">
          {notice}
        </p>
      )}
      <PagedPictures
        pages={pages}
        showState
        showAuthor={false}
        actions={(picture) => (
          <OwnPhotoActions
            picture={picture}
            onSaved={(saved) => {
              pages.replace(saved);
              setNotice(t('gallery.own.saved'));
            }}
            onDeleted={(deleted) => {
              pages.drop(deleted.id);
              setNotice(t('gallery.own.deleted'));
            }}
          />
        )}
        empty={
          <>
            {t('gallery.my.empty')} <Link to="/pictures/upload">{t('gallery.my.uploadNow')}</Link>
          </>
        }
      />
    </>
  );
}

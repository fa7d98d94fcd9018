import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FollowedAuthors } from './FollowedAuthors';
import { galleryApi } from './gallery.api';
import { PagedPictures } from './PictureGrid';
import { SubTabs } from './SubTabs';
import { usePages } from './use-pages';

const VIEWS = ['photos', 'authors'] as const;

function FollowedPhotos() {
  const { t } = useTranslation();
  const pages = usePages(galleryApi.followed, 'followed');
  return <PagedPictures pages={pages} empty={t('gallery.following.empty')} />;
}

/**
 * /pictures/search/follow: the newest approved photos of the photographers I follow, or those
 * photographers with their statistics (`?view=authors`, spec §7 `myfollowAll`).
 */
export function FollowingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'authors' ? 'authors' : 'photos';
  return (
    <>
      <h1 className="gallery-title">{t('gallery.tabs.following')}</h1>
      <SubTabs
        label={t('gallery.followed.views')}
        options={VIEWS.map((value) => ({ value, label: t(`gallery.followed.${value}`) }))}
        value={view}
        onChange={(value) => setParams(value === 'photos' ? {} : { view: value })}
      />
      {view === 'photos' ? <FollowedPhotos /> : <FollowedAuthors />}
    </>
  );
}

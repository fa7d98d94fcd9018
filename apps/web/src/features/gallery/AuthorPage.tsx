import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { galleryApi } from './gallery.api';
import { AuthorStats } from './AuthorStats';
import { PagedPictures } from './PictureGrid';
import { usePages } from './use-pages';

/** /pictures/author/:userId: an author's approved photos. */
export function AuthorPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const pages = usePages(
    (page) =>
      valid
        ? galleryApi.byAuthor(userId, page)
        : Promise.resolve({ list: [], page: 1, isLastPage: true }),
    String(userId),
  );
  const name = pages.list[0]?.author.name;
  return (
    <>
      <h1 className="gallery-title">
        {name ? t('gallery.author.title', { name }) : t('gallery.author.fallbackTitle')}
      </h1>
      {valid && <AuthorStats userId={userId} />}
      <PagedPictures pages={pages} showAuthor={false} empty={t('gallery.author.empty')} />
    </>
  );
}

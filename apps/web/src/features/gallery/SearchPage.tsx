import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SEARCH_TYPES, type SearchType } from '@skytrace/contracts';
import { galleryApi } from './gallery.api';
import { PagedPictures } from './PictureGrid';
import { SearchForm } from './SearchForm';
import { usePages } from './use-pages';

/** /pictures/search/:searchText/:searchType: approved photos matching the search. */
export function SearchPage() {
  const { t } = useTranslation();
  const params = useParams();
  const text = params.searchText ?? '';
  const type: SearchType = (SEARCH_TYPES as readonly string[]).includes(params.searchType ?? '')
    ? (params.searchType as SearchType)
    : 'registration';
  const pages = usePages((page) => galleryApi.search(text, type, page), `${type}:${text}`);
  return (
    <>
      <h1 className="gallery-title">{t('gallery.search.title', { text })}</h1>
      <SearchForm key={`${type}:${text}`} text={text} type={type} />
      <PagedPictures pages={pages} empty={t('gallery.index.empty')} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GALLERY_CATEGORIES, type GalleryCategory } from '@skytrace/contracts';
import { browseApi } from './browse.api';
import { CategoryPicker } from './CategoryPicker';
import { PagedPictures } from './PictureGrid';
import { SearchForm } from './SearchForm';
import { SubTabs } from './SubTabs';
import { usePages } from './use-pages';

const VIEWS = ['newest', 'liked', 'category'] as const;
type View = (typeof VIEWS)[number];

/** The view in the address (`?view=liked`, `?view=category&category=type&value=A320`). */
function readView(params: URLSearchParams) {
  const view = VIEWS.find((candidate) => candidate === params.get('view')) ?? 'newest';
  const category =
    GALLERY_CATEGORIES.find((candidate) => candidate === params.get('category')) ?? 'type';
  const value = params.get('value') || null;
  return { view, category, value };
}

/** /pictures: approved photos, newest or most liked first, or those of one category value. */
export function IndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { view, category, value } = readView(params);
  const byCategory = view === 'category';
  const pages = usePages(
    (page) =>
      // "By category" with no value chosen yet shows only the picker: nothing to ask for.
      byCategory && !value
        ? Promise.resolve({ list: [], page, isLastPage: true })
        : browseApi.gallery({
            page,
            order: view === 'liked' ? 'liked' : 'newest',
            ...(byCategory && value ? { category, value } : {}),
          }),
    `${view}|${byCategory ? `${category}|${value ?? ''}` : ''}`,
  );
  const show = (next: View) => setParams(next === 'newest' ? {} : { view: next });
  const pick = (nextCategory: GalleryCategory, nextValue: string | null) =>
    setParams({
      view: 'category',
      category: nextCategory,
      ...(nextValue ? { value: nextValue } : {}),
    });
  return (
    <>
      <h1 className="gallery-title">{t('gallery.index.title')}</h1>
      <p className="gallery-lead">{t('gallery.index.lead')}</p>
      <SearchForm />
      <SubTabs
        label={t('gallery.index.views')}
        options={VIEWS.map((option) => ({ value: option, label: t(`gallery.index.${option}`) }))}
        value={view}
        onChange={show}
      />
      {byCategory && <CategoryPicker category={category} value={value} onChange={pick} />}
      {(!byCategory || value) && (
        <PagedPictures pages={pages} empty={t('gallery.index.empty')} showLikes />
      )}
    </>
  );
}

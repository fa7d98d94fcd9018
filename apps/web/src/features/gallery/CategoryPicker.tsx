import { useTranslation } from 'react-i18next';
import { GALLERY_CATEGORIES, type GalleryCategory } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { browseApi } from './browse.api';

/**
 * Chooses a category (aircraft type, airline, airport) and one of its values, the most
 * photographed first, each with its count of approved photos.
 */
export function CategoryPicker(props: {
  category: GalleryCategory;
  value: string | null;
  onChange: (category: GalleryCategory, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const { data, error } = useLoad(() => browseApi.categories(props.category), props.category);
  return (
    <div className="gallery-categories">
      <label className="gallery-categories__kind">
        <span>{t('gallery.category.kind')}</span>
        <select
          value={props.category}
          onChange={(event) => props.onChange(event.target.value as GalleryCategory, null)}
        >
          {GALLERY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`gallery.category.kinds.${category}`)}
            </option>
          ))}
        </select>
      </label>
      {error !== undefined && (
        <p className="gallery-message gallery-message--error" role="alert">
          {failureText(error)}
        </p>
      )}
      {data && data.length === 0 && <p className="gallery-empty">{t('gallery.index.empty')}</p>}
      {data && data.length > 0 && (
        <ul className="gallery-chips" aria-label={t(`gallery.category.kinds.${props.category}`)}>
          {data.map((entry) => (
            <li key={entry.value}>
              <button
                type="button"
                className="gallery-chip"
                aria-pressed={entry.value === props.value}
                onClick={() => props.onChange(props.category, entry.value)}
              >
                {entry.value}
                <span className="gallery-chip__count">{entry.count}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_TYPES, type SearchType } from '@skytrace/contracts';

/** Search by registration, type, airline, airport or photographer: goes to /pictures/search/…. */
export function SearchForm(props: { text?: string; type?: SearchType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(props.text ?? '');
  const [type, setType] = useState<SearchType>(props.type ?? 'registration');
  return (
    <form
      className="gallery-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (query) void navigate(`/pictures/search/${encodeURIComponent(query)}/${type}`);
      }}
    >
      <select
        aria-label={t('gallery.search.type')}
        value={type}
        onChange={(event) => setType(event.target.value as SearchType)}
      >
        {SEARCH_TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`gallery.search.types.${option}`)}
          </option>
        ))}
      </select>
      <input
        type="search"
        name="searchText"
        maxLength={40}
        aria-label={t('gallery.search.text')}
        placeholder={t('gallery.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('gallery.search.submit')}
      </button>
    </form>
  );
}

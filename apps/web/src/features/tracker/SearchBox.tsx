import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAircraft, type SearchHit } from '../../live/aircraft.search';
import { aircraftStore } from '../../live/aircraft.store';

interface SearchBoxProps {
  onPick: (icao: number) => void;
}

function titleOf(hit: SearchHit): string {
  const identity = hit.aircraft.identity;
  return identity?.fnum || identity?.callsign || hit.aircraft.hex;
}

/** Search of live aircraft by flight number, callsign, registration or ICAO address. */
export function SearchBox({ onPick }: SearchBoxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(0);

  const update = (value: string) => {
    setQuery(value);
    setHits(searchAircraft(aircraftStore, value));
    setActive(0);
  };

  const pick = (hit: SearchHit | undefined) => {
    if (hit === undefined) return;
    onPick(hit.aircraft.icao);
    setQuery('');
    setHits([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(hits[active]);
    } else if (event.key === 'Escape') {
      update('');
    }
  };

  const open = query.trim().length >= 2;
  return (
    <div className="tracker-search" role="search">
      <input
        type="search"
        className="tracker-search__input"
        value={query}
        placeholder={t('tracker.search.placeholder')}
        aria-label={t('tracker.search.label')}
        aria-controls={listId}
        aria-expanded={open}
        aria-autocomplete="list"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => update(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul
          id={listId}
          className="tracker-search__results"
          role="listbox"
          aria-label={t('tracker.search.results')}
        >
          {hits.length === 0 && (
            <li className="tracker-search__empty">{t('tracker.search.none', { query })}</li>
          )}
          {hits.map((hit, index) => (
            <li
              key={hit.aircraft.icao}
              role="option"
              aria-selected={index === active}
              className="tracker-search__hit"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(hit)}
            >
              <span className="tracker-search__title">{titleOf(hit)}</span>
              <span className="tracker-search__meta">
                {[hit.aircraft.identity?.callsign, hit.aircraft.identity?.anum, hit.aircraft.hex]
                  .filter((value) => value !== undefined && value !== '' && value !== titleOf(hit))
                  .join(' · ')}
              </span>
              <span className="tracker-search__field">
                {t(`tracker.search.fields.${hit.field}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

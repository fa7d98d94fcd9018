import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AirportHit, FlightHit } from '@skytrace/contracts';
import { ApiError } from '../../api/http';
import { normaliseQuery, searchAircraft, type SearchHit } from '../../live/aircraft.search';
import { aircraftStore } from '../../live/aircraft.store';
import { bootSearchState, removeBootSearch } from '../../ui/boot-chrome';
import { fuzzySearch } from './search/search.api';
import { readHistory, withEntry, writeHistory, type HistoryEntry } from './search/search.history';
import './search/search.css';

interface SearchBoxProps {
  /** A live aircraft the client already has. */
  onPick: (icao: number) => void;
  /** A live flight the server found outside the client's view. */
  onPickFlight: (flight: FlightHit) => void;
  /** An airport: the map flies there (spec §2). */
  onPickAirport: (airport: {
    lat: number;
    lng: number;
    ICAO?: string;
    IATA?: string | null;
  }) => void;
}

type Option =
  | { kind: 'live'; key: string; hit: SearchHit }
  | { kind: 'remote'; key: string; flight: FlightHit }
  | { kind: 'airport'; key: string; airport: AirportHit }
  | { kind: 'history'; key: string; entry: HistoryEntry };

type Remote =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; flights: FlightHit[]; airports: AirportHit[] }
  | { state: 'failed'; message: string | null };

/** Wait after the last keystroke before asking the server (a search per key would be wasteful). */
const SERVER_SEARCH_DELAY_MS = 250;

function titleOf(hit: SearchHit): string {
  const identity = hit.aircraft.identity;
  return identity?.fnum || identity?.callsign || hit.aircraft.hex;
}

const joined = (values: (string | null | undefined)[], except: string) =>
  values
    .filter((value) => value !== undefined && value !== null && value !== '' && value !== except)
    .join(' · ');

/**
 * Search of flights and airports (spec §2): live aircraft in the client at once, then every live
 * flight and airport from the server; the last picks are kept as a local history.
 */
export function SearchBox({ onPick, onPickFlight, onPickAirport }: SearchBoxProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // What the phone's boot search box (ui/boot-chrome.ts) was given before this one existed.
  const [boot] = useState(bootSearchState);
  const [query, setQuery] = useState(boot?.text ?? '');
  const [focused, setFocused] = useState(false);
  const [hits, setHits] = useState<SearchHit[]>([]);
  // The server's answer for one search text; any other text is still loading.
  const [answer, setAnswer] = useState<{ needle: string; remote: Remote }>({
    needle: '',
    remote: { state: 'idle' },
  });
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory());
  const [active, setActive] = useState(0);
  const needle = normaliseQuery(query);
  const open = needle.length >= 2;
  const remote: Remote = !open
    ? { state: 'idle' }
    : answer.needle === needle
      ? answer.remote
      : { state: 'loading' };

  // The boot box goes in the commit that draws this one, handing over the focus it had.
  useLayoutEffect(() => {
    removeBootSearch();
    if (boot?.focused === true) input.current?.focus();
  }, [boot]);

  useEffect(() => {
    // Spec §4: the search popover opens loading, then shows results or stops loading on error.
    if (needle.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fuzzySearch(needle, controller.signal)
        .then((result) => {
          if (!controller.signal.aborted) {
            setAnswer({ needle, remote: { state: 'done', ...result } });
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec §8: a 400 shows the server's message; other failures are logged.
          const message = error instanceof ApiError && error.status === 400 ? error.message : null;
          if (message === null) console.warn('fuzzy search', error);
          setAnswer({ needle, remote: { state: 'failed', message } });
        });
    }, SERVER_SEARCH_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [needle]);

  const localHex = new Set(hits.map((hit) => hit.aircraft.hex));
  const options: Option[] = open
    ? [
        ...hits.map((hit): Option => ({ kind: 'live', key: `live:${hit.aircraft.hex}`, hit })),
        ...(remote.state === 'done'
          ? [
              ...remote.flights
                .filter((flight) => !localHex.has(flight.icaoId.toUpperCase()))
                .map((flight): Option => ({
                  kind: 'remote',
                  key: `remote:${flight.icaoId}`,
                  flight,
                })),
              ...remote.airports.map((airport): Option => ({
                kind: 'airport',
                key: `airport:${airport.ICAO}`,
                airport,
              })),
            ]
          : []),
      ]
    : focused
      ? history.map((entry): Option => ({
          kind: 'history',
          key: `history:${entry.kind === 'flight' ? entry.flight : entry.code}`,
          entry,
        }))
      : [];

  const update = (value: string) => {
    setQuery(value);
    setHits(searchAircraft(aircraftStore, value));
    setActive(0);
  };

  const remember = (entry: HistoryEntry) => {
    const next = withEntry(history, entry);
    setHistory(next);
    writeHistory(next);
  };

  const airportName = (airport: AirportHit) =>
    (i18n.language === 'zh' ? airport.cName : null) || airport.name;

  const pickFlight = (flight: string, detail: string, go: () => void) => {
    remember({ kind: 'flight', flight, detail });
    go();
  };

  const pick = (option: Option | undefined) => {
    if (option === undefined) return;
    if (option.kind === 'live') {
      const identity = option.hit.aircraft.identity;
      pickFlight(titleOf(option.hit), identity?.callsign ?? '', () =>
        onPick(option.hit.aircraft.icao),
      );
    } else if (option.kind === 'remote') {
      const { flight } = option;
      pickFlight(flight.fnum || flight.callsign, flight.callsign, () => onPickFlight(flight));
    } else if (option.kind === 'airport') {
      const { airport } = option;
      remember({
        kind: 'airport',
        code: airport.IATA || airport.ICAO,
        name: airportName(airport),
        lat: airport.lat,
        lng: airport.lng,
      });
      onPickAirport({ lat: airport.lat, lng: airport.lng, ICAO: airport.ICAO, IATA: airport.IATA });
    } else if (option.entry.kind === 'airport') {
      remember(option.entry);
      onPickAirport(option.entry);
    } else {
      // A remembered flight: search it again, live first, then on the server.
      update(option.entry.flight);
      return;
    }
    update('');
    // The pick is made: close the list (a focused empty box would offer the history again).
    input.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      update('');
    }
  };

  const describe = (option: Option): { title: string; meta: string; field: string } => {
    switch (option.kind) {
      case 'live': {
        const title = titleOf(option.hit);
        const a = option.hit.aircraft;
        return {
          title,
          meta: joined([a.identity?.callsign, a.identity?.anum, a.hex], title),
          field: t(`tracker.search.fields.${option.hit.field}`),
        };
      }
      case 'remote': {
        const f = option.flight;
        const title = f.fnum || f.callsign;
        return {
          title,
          meta: joined(
            [f.callsign, f.org && f.dst ? `${f.org}–${f.dst}` : null, f.anum, f.icaoId],
            title,
          ),
          field: t('tracker.search.flights'),
        };
      }
      case 'airport': {
        const a = option.airport;
        return {
          title: a.IATA || a.ICAO,
          meta: joined([airportName(a), (i18n.language === 'zh' ? a.cCity : null) || a.city], ''),
          field: t('tracker.search.airport'),
        };
      }
      case 'history': {
        const e = option.entry;
        return e.kind === 'flight'
          ? { title: e.flight, meta: e.detail, field: t('tracker.search.fields.fnum') }
          : { title: e.code, meta: e.name, field: t('tracker.search.airport') };
      }
    }
  };

  const showList = open || (focused && history.length > 0);
  return (
    <div className="tracker-search" role="search">
      <input
        ref={input}
        type="search"
        className="tracker-search__input"
        value={query}
        placeholder={t('tracker.search.placeholder')}
        aria-label={t('tracker.search.label')}
        aria-controls={listId}
        aria-expanded={showList}
        aria-autocomplete="list"
        aria-busy={remote.state === 'loading'}
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => update(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {showList && (
        <ul
          id={listId}
          className="tracker-search__results"
          role="listbox"
          aria-label={t(open ? 'tracker.search.results' : 'tracker.search.history')}
        >
          {!open && (
            <li className="tracker-search__heading" role="presentation">
              <span>{t('tracker.search.history')}</span>
              <button
                type="button"
                className="tracker-search__clear"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setHistory([]);
                  writeHistory([]);
                }}
              >
                {t('tracker.search.clearHistory')}
              </button>
            </li>
          )}
          {open && options.length === 0 && remote.state !== 'loading' && (
            <li className="tracker-search__empty" role="presentation">
              {remote.state === 'failed'
                ? (remote.message ?? t('tracker.search.failed'))
                : t('tracker.search.none', { query })}
            </li>
          )}
          {options.map((option, index) => {
            const { title, meta, field } = describe(option);
            return (
              <li
                key={option.key}
                role="option"
                aria-selected={index === active}
                className="tracker-search__hit"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                <span className="tracker-search__title">{title}</span>
                <span className="tracker-search__meta">{meta}</span>
                <span className="tracker-search__field">{field}</span>
              </li>
            );
          })}
          {open && remote.state === 'loading' && (
            <li className="tracker-search__empty" role="presentation">
              {t('tracker.search.searching')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

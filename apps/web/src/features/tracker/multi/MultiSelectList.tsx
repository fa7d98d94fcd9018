import { formatIcaoHex } from '@skytrace/contracts';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { aircraftStore } from '../../../live/aircraft.store';
import { useSelection } from '../tracker.store';
import { MULTI_SELECT_LIMIT } from './multi-select';

interface MultiSelectListProps {
  /** Shows a selected flight in the detail bar and pans to it. */
  onShow: (icao: number) => void;
  /** Deselects a flight through the page's flow (the detail bar moves on if it showed it). */
  onRemove: (icao: number) => void;
}

const subscribe = (listener: () => void) => aircraftStore.subscribe(listener);
const version = () => aircraftStore.version;

/** The compact list of multi mode (spec §4): the selected flights, newest first. */
export function MultiSelectList({ onShow, onRemove }: MultiSelectListProps) {
  const { t } = useTranslation();
  useSyncExternalStore(subscribe, version);
  const multi = useSelection((state) => state.multi);
  const shown = useSelection((state) => state.selectedIcao);
  const setMode = useSelection((state) => state.setMode);
  const flights = [...multi].reverse().map((icao) => {
    const aircraft = aircraftStore.get(icao);
    const identity = aircraft?.identity;
    const name = identity?.fnum || identity?.callsign || formatIcaoHex(icao);
    const route = identity?.org && identity.dst ? `${identity.org}–${identity.dst}` : '';
    return { icao, name, route, live: aircraft !== undefined };
  });

  return (
    <section
      className="tool-panel multi-list"
      aria-label={t('trackerTools.multi.title', { count: multi.length, limit: MULTI_SELECT_LIMIT })}
    >
      <div className="tool-panel__header">
        <h2 className="tool-panel__title">
          {t('trackerTools.multi.title', { count: multi.length, limit: MULTI_SELECT_LIMIT })}
        </h2>
        <button
          type="button"
          className="tool-remove"
          aria-label={t('trackerTools.multi.close')}
          onClick={() => setMode('single')}
        >
          ×
        </button>
      </div>
      <p className="tool-hint">{t('trackerTools.multi.hint', { limit: MULTI_SELECT_LIMIT })}</p>
      {flights.length > 0 && (
        <ul className="multi-list__items">
          {flights.map((flight) => (
            <li
              key={flight.icao}
              className={`multi-list__item${flight.icao === shown ? ' multi-list__item--shown' : ''}`}
            >
              <button
                type="button"
                className="multi-list__show"
                aria-label={t('trackerTools.multi.show', { flight: flight.name })}
                aria-current={flight.icao === shown}
                onClick={() => onShow(flight.icao)}
              >
                <span className="multi-list__name">{flight.name}</span>
                <span className="multi-list__route">
                  {flight.live ? flight.route : t('trackerTools.multi.noSignal')}
                </span>
              </button>
              <button
                type="button"
                className="tool-remove"
                aria-label={t('trackerTools.multi.remove', { flight: flight.name })}
                onClick={() => onRemove(flight.icao)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_AIRPORT_RADIUS_KM, type Runway } from '@skytrace/contracts';
import type { MapLibreMap } from '../../map/radar.map';
import { AirportViewsPanel } from './airport/AirportViewsPanel';
import { useAirportRunways } from './airport/use-airport-runways';
import { useAirportViews } from './airport/use-airport-views';
import { FlightList } from './FlightList';
import type { SliceQuery } from './playback.api';
import { PlaybackStage } from './PlaybackStage';
import { PlaybackStatus } from './PlaybackStatus';
import { usePlaybackClock } from './use-playback-clock';
import { useSlicePlayback } from './use-slice-playback';
import { WindowForm } from './shared/WindowForm';
import { defaultWindow, replaceQuery, windowOfSearch, type TimeWindow } from './window-form';

const NO_RUNWAYS: readonly Runway[] = [];

function queryOfLink(): SliceQuery | null {
  const params = new URLSearchParams(window.location.search);
  const airport = params.get('airport');
  const window_ = windowOfSearch(window.location.search);
  if (airport === null || !/^[A-Za-z0-9]{3,4}$/.test(airport) || window_ === null) return null;
  const radius = Number(params.get('radius'));
  return {
    kind: 'airport',
    airport: airport.toUpperCase(),
    ...window_,
    radiusKm: radius > 0 && radius <= 200 ? radius : PLAYBACK_AIRPORT_RADIUS_KM,
  };
}

/**
 * Spec §2 airport-paly / airport-back: every arrival, departure and passing flight of an airport
 * in a window, streamed in slices, with an overview and a runway-end view.
 */
export function AirportPlaybackPage({ mobile = false }: { mobile?: boolean }) {
  const { t, i18n } = useTranslation();
  const { clock, linkView } = usePlaybackClock();
  const [query, setQuery] = useState<SliceQuery | null>(queryOfLink);
  const [code, setCode] = useState(query?.kind === 'airport' ? query.airport : '');
  const [radius, setRadius] = useState(
    query?.kind === 'airport'
      ? (query.radiusKm ?? PLAYBACK_AIRPORT_RADIUS_KM)
      : PLAYBACK_AIRPORT_RADIUS_KM,
  );
  const [initialWindow] = useState(() => query ?? defaultWindow(Date.now()));
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const {
    flights,
    failure,
    airport: sliceAirport,
  } = useSlicePlayback(clock, query, linkView.timeMs);
  const runways = useAirportRunways(query?.kind === 'airport' ? query.airport : null);
  const airport = sliceAirport ?? runways?.airport ?? null;
  // The map once its style is loaded (runway layer and camera moves need it).
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const onMap = useCallback((instance: MapLibreMap | null) => {
    if (instance === null) setMap(null);
    else instance.once('load', () => setMap(instance));
  }, []);
  const views = useAirportViews(
    map,
    airport,
    runways === undefined ? undefined : (runways?.runways ?? NO_RUNWAYS),
    linkView.center !== undefined,
  );

  const submit = (window_: TimeWindow) => {
    if (!/^[A-Za-z0-9]{3,4}$/.test(code.trim())) return;
    const next: SliceQuery = {
      kind: 'airport',
      airport: code.trim().toUpperCase(),
      ...window_,
      radiusKm: radius,
    };
    replaceQuery({
      airport: next.airport,
      start: String(window_.startTime),
      end: String(window_.endTime),
      radius: String(radius),
      t: null,
      rwy: null,
    });
    setSelectedKey(null);
    setQuery(next);
  };

  const airportPosition = airport?.position ?? null;
  const counts = useMemo(() => {
    const count = (use: string) => flights.filter((flight) => flight.use === use).length;
    return {
      departures: count('departure'),
      arrivals: count('arrival'),
      overflights: count('overflight'),
    };
  }, [flights]);
  const airportName =
    airport === null
      ? null
      : `${airport.IATA ?? airport.ICAO} · ${i18n.language === 'zh' && airport.cName !== null ? airport.cName : airport.name}`;

  const panel = (
    <>
      <WindowForm
        initial={initialWindow}
        submitLabel={t('playback.airport.show')}
        onSubmit={submit}
      >
        <div className="playback-form__row">
          <label>
            {t('playback.airport.code')}
            <input
              type="text"
              value={code}
              required
              minLength={3}
              maxLength={4}
              pattern="[A-Za-z0-9]{3,4}"
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <label>
            {t('playback.airport.radius')}
            <input
              type="number"
              min={1}
              max={200}
              value={radius}
              onChange={(event) =>
                setRadius(Number(event.target.value) || PLAYBACK_AIRPORT_RADIUS_KM)
              }
            />
          </label>
        </div>
      </WindowForm>
      {airportPosition !== null && (
        <div className="playback-form">
          {airportName !== null && <strong>{airportName}</strong>}
          <p className="playback-note">{t('playback.airport.counts', counts)}</p>
          <AirportViewsPanel views={views} runwaysKnown={runways !== undefined} />
        </div>
      )}
      <FlightList flights={flights} selectedKey={selectedKey} onSelect={setSelectedKey} />
    </>
  );

  return (
    <PlaybackStage
      title={t('playback.heading.airport')}
      clock={clock}
      linkView={linkView}
      flights={flights}
      selectedKey={selectedKey}
      onSelect={setSelectedKey}
      mobile={mobile}
      keepView
      onMap={onMap}
      airport={airportPosition}
      overlay={failure === null ? null : <PlaybackStatus failure={failure} />}
      panel={panel}
    />
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { findByFlight } from '../../live/aircraft.search';
import { aircraftStore } from '../../live/aircraft.store';
import { DEFAULT_VIEW, type MapLibreMap } from '../../map/radar.map';
import { AltitudeLegend } from './AltitudeLegend';
import { MapOptions } from './options/MapOptions';
import { FlightDetail } from './FlightDetail';
import { LiveStatus } from './LiveStatus';
import { SearchBox } from './SearchBox';
import { TrackerMap } from './TrackerMap';
import { centerPath, flightPath, parseCenter } from './tracker.url';
import { useSelection } from './tracker.store';
import { DetailSheet } from './mobile/DetailSheet';
import { MobileMapControls } from './mobile/MobileMapControls';
import { useTrackerVariant } from './mobile/tracker-variant';
import './tracker.css';

/** The flight id of an aircraft for the trackerWithFnum route: flight number, else callsign. */
function flightOf(icao: number): string | null {
  const identity = aircraftStore.get(icao)?.identity;
  return identity?.fnum || identity?.callsign || null;
}

/**
 * The live radar (spec §2 tracker, trackerWithFnum, trackerWithCenter). The URL holds the view
 * state: a selected flight routes to /tracker/{fnum2}, closing it to /tracker/{lng,lat}/{zoom}.
 */
export function TrackerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { fnum2, lnglat, zoom } = useParams();
  const selectedIcao = useSelection((state) => state.selectedIcao);
  const map = useRef<MapLibreMap | null>(null);
  // Spec §2: under /mobile, selection stays within the Mobile variants.
  const variant = useTrackerVariant();
  const [initialView] = useState(() => {
    const parsed = parseCenter(lnglat, zoom);
    return parsed ?? DEFAULT_VIEW;
  });

  const select = useCallback(
    (icao: number | null, options: { pan?: boolean } = {}) => {
      if (icao === null) {
        useSelection.getState().select(null);
        const current = map.current;
        if (current !== null) {
          const center = current.getCenter();
          void navigate(
            centerPath({ center: [center.lng, center.lat], zoom: current.getZoom() }, variant),
          );
        }
        return;
      }
      useSelection.getState().select(icao);
      const aircraft = aircraftStore.get(icao);
      if (options.pan === true && aircraft !== undefined) {
        map.current?.easeTo({ center: [aircraft.lon, aircraft.lat], duration: 600 });
      }
      const flight = flightOf(icao);
      // Spec §2: trackerWithFnum keeps the query string.
      if (flight !== null)
        void navigate({ pathname: flightPath(flight, variant), search: location.search });
    },
    [navigate, location.search, variant],
  );

  // URL → selection: a /tracker/{fnum2} link selects that flight as soon as it is in live data.
  useEffect(() => {
    const { selectedIcao: current, select: setSelected } = useSelection.getState();
    if (fnum2 === undefined) {
      if (current !== null && flightOf(current) !== null) setSelected(null);
      return;
    }
    const resolve = () => {
      const selected = useSelection.getState().selectedIcao;
      const wanted = fnum2.toUpperCase();
      if (selected !== null && flightOf(selected)?.toUpperCase() === wanted) return;
      const found = findByFlight(aircraftStore, fnum2);
      if (found !== undefined) setSelected(found.icao);
    };
    resolve();
    return aircraftStore.subscribe(resolve);
  }, [fnum2]);

  useEffect(() => () => useSelection.getState().select(null), []);

  const onMap = useCallback((instance: MapLibreMap | null) => {
    map.current = instance;
  }, []);
  const onPick = useCallback((icao: number) => select(icao, { pan: true }), [select]);
  const onClose = useCallback(() => select(null), [select]);
  const showDetail = selectedIcao !== null || fnum2 !== undefined;

  return (
    <div className={`tracker${showDetail ? ' tracker--detail' : ''}`}>
      <h1 className="visually-hidden">{t('tracker.heading')}</h1>
      <TrackerMap initialView={initialView} onMap={onMap} onSelect={select} />
      <div className="tracker__top">
        <SearchBox onPick={onPick} />
        <LiveStatus />
      </div>
      <AltitudeLegend />
      <MapOptions />
      {variant === 'mobile' && <MobileMapControls map={map} />}
      {showDetail && (
        <DetailSheet>
          <FlightDetail
            key={selectedIcao ?? fnum2}
            icao={selectedIcao}
            flight={fnum2}
            onClose={onClose}
          />
        </DetailSheet>
      )}
    </div>
  );
}

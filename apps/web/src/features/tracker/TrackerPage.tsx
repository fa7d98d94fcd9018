import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { findByFlight } from '../../live/aircraft.search';
import { aircraftStore } from '../../live/aircraft.store';
import { firstView } from '../../map/initial-view';
import type { MapLibreMap } from '../../map/radar.map';
import { AltitudeLegend } from './AltitudeLegend';
import { MapOptions } from './options/MapOptions';
import type { FlightHit, FollowedFlight } from '@skytrace/contracts';
import { FlightDetail } from './detail/FlightDetail';
import { locateFlight } from './search/search.api';
import { LiveStatus } from './LiveStatus';
import { ReplayArea } from './ReplayArea';
import { SearchBox } from './SearchBox';
import { TrackerMap } from './TrackerMap';
import { FeedbackMapButton } from '../feedback';
import { TrackerTools } from './filters/TrackerTools';
import {
  centerPath,
  flightPath,
  isInstance,
  parseCenter,
  parseInstance,
  type FlightInstance,
} from './tracker.url';
import { useSelection } from './tracker.store';
import { DetailSheet } from './mobile/DetailSheet';
import { MobileMapControls } from './mobile/MobileMapControls';
import { useTrackerVariant } from './mobile/tracker-variant';
import { useAirportPanel } from './airport-panel.store';
import { NoticeToasts } from '../follow';
import './tracker.css';

// The airport panel (issue 19) loads with its first opening, not with the radar.
const AirportPanel = lazy(async () => ({ default: (await import('../airport')).AirportPanel }));

/** The flight id of an aircraft for the trackerWithFnum route: flight number, else callsign. */
function flightOf(icao: number): string | null {
  const identity = aircraftStore.get(icao)?.identity;
  return identity?.fnum || identity?.callsign || null;
}

/** The live aircraft flying `flight` (the route's instance of it when one is named). */
function findFlight(flight: string, instance: FlightInstance | null) {
  const found = findByFlight(aircraftStore, flight);
  const scheduled = found?.identity?.scheduledDeptime ?? 0;
  return found !== undefined && isInstance(scheduled, instance) ? found : undefined;
}

/**
 * The live radar (spec §2 tracker, trackerWithFnum, its instance route, trackerWithCenter). The URL holds the view
 * state: a selected flight routes to /tracker/{fnum2}, closing it to /tracker/{lng,lat}/{zoom}.
 */
export function TrackerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { fnum2, lnglat, zoom, dynamicId, scheduledDeptime } = useParams();
  const instanceKey = `${dynamicId ?? ''}/${scheduledDeptime ?? ''}`;
  const selectedIcao = useSelection((state) => state.selectedIcao);
  const map = useRef<MapLibreMap | null>(null);
  // A /tracker/{fnum2} flight not in the client's view is being looked for on the server.
  const [locating, setLocating] = useState(false);
  // Spec §2: under /mobile, selection stays within the Mobile variants.
  const variant = useTrackerVariant();
  const [initialView] = useState(() => {
    const parsed = parseCenter(lnglat, zoom);
    // The same first view as a booted radar's (radar.boot.ts): fitted to the screen.
    return parsed ?? firstView();
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
    const [wantedId, wantedTime] = instanceKey.split('/');
    const instance = parseInstance(wantedId, wantedTime);
    const resolve = () => {
      const selected = useSelection.getState().selectedIcao;
      const wanted = fnum2.toUpperCase();
      if (selected !== null && flightOf(selected)?.toUpperCase() === wanted) return;
      const found = findFlight(fnum2, instance);
      if (found !== undefined) setSelected(found.icao);
    };
    // Not in the subscribed view: the server searches every live aircraft; the map flies there
    // and the socket subscription of the new view brings the aircraft in for resolve() to select.
    const controller = new AbortController();
    let searched = false;
    const locate = () => {
      const selected = useSelection.getState().selectedIcao;
      if (searched || selected !== null || aircraftStore.lastBatchMs === 0) return;
      if (findFlight(fnum2, instance) !== undefined) return;
      searched = true;
      setLocating(true);
      locateFlight(fnum2, controller.signal)
        .then((hit) => {
          const current = map.current;
          if (hit === null || hit.lat === null || hit.lng === null || current === null) return;
          current.jumpTo({ center: [hit.lng, hit.lat], zoom: Math.max(current.getZoom(), 7) });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('locate flight', error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLocating(false);
        });
    };
    const onBatch = () => {
      resolve();
      locate();
    };
    onBatch();
    const unsubscribe = aircraftStore.subscribe(onBatch);
    return () => {
      unsubscribe();
      controller.abort();
      setLocating(false);
    };
  }, [fnum2, instanceKey]);

  // Spec §4: destroying the tracker resets the selection and the lock flag (the detail bar's
  // unmount stops its timers and clears the traces).
  useEffect(
    () => () => {
      useSelection.getState().select(null);
      useSelection.getState().setLocked(false);
    },
    [],
  );

  const onMap = useCallback((instance: MapLibreMap | null) => {
    map.current = instance;
  }, []);
  const onPick = useCallback((icao: number) => select(icao, { pan: true }), [select]);
  // Spec §4 multi mode: a map click adds or deselects a flight, and closing the detail bar
  // deselects its flight; the detail bar then shows the newest flight left, or closes.
  const onMapSelect = useCallback(
    (icao: number | null) => {
      const state = useSelection.getState();
      if (state.mode === 'single') {
        select(icao);
        return;
      }
      const target = icao ?? state.selectedIcao;
      if (target !== null) state.toggleMulti(target);
      select(useSelection.getState().selectedIcao);
    },
    [select],
  );
  const onClose = useCallback(() => onMapSelect(null), [onMapSelect]);
  const onPickFlight = useCallback(
    (hit: FlightHit) => {
      const live = aircraftStore.get(parseInt(hit.icaoId, 16));
      if (live !== undefined) {
        select(live.icao, { pan: true });
        return;
      }
      // Outside the view: fly there; the URL effect selects it when its first batch arrives.
      if (hit.lat !== null && hit.lng !== null) {
        const current = map.current;
        current?.jumpTo({ center: [hit.lng, hit.lat], zoom: Math.max(current.getZoom(), 7) });
      }
      void navigate({
        pathname: flightPath(hit.fnum || hit.callsign, variant),
        search: location.search,
      });
    },
    [select, navigate, variant, location.search],
  );
  // A followed flight (issue 19): the search's flow for a hit, by its ICAO address and name.
  const onFollowPick = useCallback(
    (row: FollowedFlight) => {
      if (row.icaoId === null) return;
      onPickFlight({
        icaoId: row.icaoId.toLowerCase(),
        callsign: row.fnum ?? row.aircraftNumber ?? row.icaoId,
        fnum: row.fnum,
        anum: row.aircraftNumber,
        aircraftType: null,
        org: row.forg,
        dst: row.fdst,
        lat: null,
        lng: null,
      });
    },
    [onPickFlight],
  );
  const airportPanel = useAirportPanel();
  const onPickAirport = useCallback(
    (airport: { lat: number; lng: number; ICAO?: string; IATA?: string | null }) => {
      map.current?.flyTo({ center: [airport.lng, airport.lat], zoom: 10 });
      const code = airport.IATA ?? airport.ICAO;
      if (code) airportPanel.open(code);
    },
    [airportPanel],
  );
  const showDetail = selectedIcao !== null || fnum2 !== undefined;
  // The page's own element: the phone's bottom sheets of the tools (event feed) anchor to it.
  const [sheetHost, setSheetHost] = useState<HTMLDivElement | null>(null);

  return (
    <div ref={setSheetHost} className={`tracker${showDetail ? ' tracker--detail' : ''}`}>
      <h1 className="visually-hidden">{t('tracker.heading')}</h1>
      <TrackerMap initialView={initialView} onMap={onMap} onSelect={onMapSelect} />
      <NoticeToasts />
      <div className="tracker__top">
        <SearchBox onPick={onPick} onPickFlight={onPickFlight} onPickAirport={onPickAirport} />
        <LiveStatus />
        <TrackerTools
          onShow={onPick}
          onDeselect={onMapSelect}
          onHotPick={onPickFlight}
          onFollowPick={onFollowPick}
          map={map}
          sheetHost={sheetHost}
        />
      </div>
      <AltitudeLegend />
      {variant === 'desktop' && <FeedbackMapButton />}
      <ReplayArea map={map} />
      <MapOptions />
      {airportPanel.code !== null && (
        <Suspense fallback={null}>
          <AirportPanel
            key={airportPanel.code}
            code={airportPanel.code}
            onClose={airportPanel.close}
          />
        </Suspense>
      )}
      {variant === 'mobile' && <MobileMapControls map={map} />}
      {showDetail && (
        <DetailSheet>
          <FlightDetail
            key={selectedIcao ?? fnum2}
            icao={selectedIcao}
            flight={fnum2}
            instance={parseInstance(dynamicId, scheduledDeptime)}
            locating={locating}
            onClose={onClose}
          />
        </DetailSheet>
      )}
    </div>
  );
}

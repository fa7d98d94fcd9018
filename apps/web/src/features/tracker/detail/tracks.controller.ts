import type { Map as MapLibreMap } from 'maplibre-gl';
import { formatIcaoHex, type FlightPath } from '@skytrace/contracts';
import { http } from '../../../api/client';
import type { HttpClient } from '../../../api/http';
import { type AircraftStore } from '../../../live/aircraft.store';
import { TrackLayer } from '../../../map/layers/track.layer';
import { useAuthStore } from '../../../session/auth.store';
import { useSiteConfig } from '../../../session/site-config.store';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { MultiTracks } from '../multi/multi-tracks';
import { useSelection, type SelectionMode } from '../tracker.store';
import { loadPath } from './detail.api';
import { useTrack } from './track.store';

// The tracks of the selected flights on the map (spec §2 track options, §4 modes): the flight in
// the detail bar draws its flown track and its forecast and scheduled routes from the bar's own
// refresh (useFlightDetail → useTrack); in multi mode every other selected flight draws its
// flown track from MultiTracks, refreshed every 10 s too. All of it subscribes to the stores
// here, outside React, and feeds one TrackLayer.

/** What `attachSelectedTracks` gives its caller: teardown and read-only probes. */
export interface SelectedTracks {
  /** Points of every flown track drawn now (window.__skytrace.trackPoints). */
  readonly flownPointCount: number;
  /** Points of each flown track by ICAO address, six hex digits (browser tests). */
  flownPointCounts(): Record<string, number>;
  destroy(): void;
}

/** The selected flights whose tracks may show: none for a viewer the login rule keeps out. */
export function trackedFlights(
  selection: { mode: SelectionMode; multi: readonly number[]; selectedIcao: number | null },
  allowed: boolean,
): Set<number> {
  if (!allowed) return new Set();
  const flights = new Set(selection.mode === 'multi' ? selection.multi : []);
  if (selection.selectedIcao !== null) flights.add(selection.selectedIcao);
  return flights;
}

/**
 * The path each tracked flight is drawn from: the detail bar's answer for its flight, the multi
 * refresh's for the others, else the one drawn before. The fallback keeps a track on screen
 * while a flight moves between the bar and the multi refresh, until its first new answer.
 */
export function trackedPaths(input: {
  flights: ReadonlySet<number>;
  detail: { icao: number | null; path: FlightPath | null };
  refreshed: ReadonlyMap<number, FlightPath>;
  previous: ReadonlyMap<number, FlightPath>;
}): Map<number, FlightPath> {
  const paths = new Map<number, FlightPath>();
  for (const icao of input.flights) {
    const fromDetail = input.detail.icao === icao ? input.detail.path : null;
    const path = fromDetail ?? input.refreshed.get(icao) ?? input.previous.get(icao);
    if (path !== undefined) paths.set(icao, path);
  }
  return paths;
}

/** Spec §6: paths need login unless the site configuration opens them (as the detail bar). */
function pathsAllowed(): boolean {
  const { loaded, flightDetailRequiresLogin } = useSiteConfig.getState();
  return useAuthStore.getState().token !== null || (loaded && !flightDetailRequiresLogin);
}

/**
 * Draws the tracks of the selected flights on `map` (added above the map's other layers and under
 * the aircraft, so call it once the aircraft layer exists) and keeps them current until destroy.
 */
export function attachSelectedTracks(
  map: MapLibreMap,
  store: AircraftStore,
  client: HttpClient = http,
): SelectedTracks {
  const layer = new TrackLayer(map, store);
  const refresh = new MultiTracks({
    load: (icao, signal) => loadPath(client, { icao: formatIcaoHex(icao) }, signal),
  });
  let drawn = new Map<number, FlightPath>();

  const update = () => {
    const selection = useSelection.getState();
    const detail = useTrack.getState();
    const flights = trackedFlights(selection, pathsAllowed());
    // The detail bar's flight is refreshed by the bar (base info and path together).
    refresh.setFlights([...flights].filter((icao) => icao !== selection.selectedIcao));
    drawn = trackedPaths({ flights, detail, refreshed: refresh.paths, previous: drawn });
    layer.setFlown(drawn);
    // Forecast and scheduled routes: the detail bar's flight only.
    const routed =
      detail.icao !== null && detail.icao === selection.selectedIcao && flights.has(detail.icao);
    layer.setRoutes(routed ? detail.path : null);
  };
  const showOptions = () => {
    const { showForecast, showScheduled } = useDisplaySettings.getState();
    layer.setOptions({ forecast: showForecast, scheduled: showScheduled });
  };

  showOptions();
  update();
  const unsubscribes = [
    useSelection.subscribe(update),
    useTrack.subscribe(update),
    useAuthStore.subscribe(update),
    useSiteConfig.subscribe(update),
    refresh.subscribe(update),
    useDisplaySettings.subscribe(showOptions),
  ];

  return {
    get flownPointCount() {
      return layer.flownPointCount;
    },
    flownPointCounts: () => layer.flownPointCounts(),
    destroy: () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      refresh.destroy();
      layer.destroy();
    },
  };
}

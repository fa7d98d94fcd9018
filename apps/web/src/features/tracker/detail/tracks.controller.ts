import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  formatIcaoHex,
  ADSB_PATHS,
  ADSB_ROOT,
  type FlightPath,
  type NavaidPoints,
} from '@skytrace/contracts';
import { http } from '../../../session/api-client';
import type { HttpClient } from '../../../api/http';
import { type AircraftStore } from '../../../live/aircraft.store';
import { TrackLayer } from '../../../map/layers/track.layer';
import { navaidsAlong, WaypointsLayer } from '../../../map/layers/waypoints.layer';
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
  /** Idents of the navaids drawn along the selected flight's track (track option "waypoints"). */
  readonly waypointIdents: string[];
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
  const waypoints = new WaypointsLayer(map);
  // The navaids of the last box asked for: the track grows every refresh, the box rarely.
  let navaidBox = '';
  let navaids: NavaidPoints['points'] = [];
  const showWaypoints = () => {
    const detail = useTrack.getState();
    const track = detail.path?.trace.path ?? [];
    const wanted =
      useDisplaySettings.getState().showWaypoints &&
      detail.icao !== null &&
      detail.icao === useSelection.getState().selectedIcao &&
      track.length > 0;
    if (!wanted) {
      waypoints.show([]);
      return;
    }
    // The track's box widened by ~0.3° (the 25 km reach), rounded out to 0.5° and at most 40°.
    const lats = track.map((p) => p.lat);
    const lons = track.map((p) => p.lon);
    const out = (value: number, up: boolean) =>
      (up ? Math.ceil((value + 0.3) * 2) : Math.floor((value - 0.3) * 2)) / 2;
    const lat1 = Math.max(-90, out(Math.min(...lats), false));
    const lon1 = Math.max(-180, out(Math.min(...lons), false));
    const box = {
      lat1,
      lon1,
      lat2: Math.min(90, lat1 + 40, out(Math.max(...lats), true)),
      lon2: Math.min(180, lon1 + 40, out(Math.max(...lons), true)),
    };
    const key = JSON.stringify(box);
    if (key === navaidBox) {
      waypoints.show(navaidsAlong(navaids, track));
      return;
    }
    navaidBox = key;
    client
      .get<NavaidPoints>(ADSB_PATHS.navaidPoints, { root: ADSB_ROOT, query: box })
      .then((envelope) => {
        if (navaidBox !== key) return;
        navaids = envelope.data.points;
        showWaypoints();
      })
      // The client has shown the translated failure; the next refresh asks again.
      .catch(() => {
        if (navaidBox === key) navaidBox = '';
      });
  };

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
    showWaypoints();
  };
  const showOptions = () => {
    const { showForecast, showScheduled } = useDisplaySettings.getState();
    layer.setOptions({ forecast: showForecast, scheduled: showScheduled });
    showWaypoints();
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
    get waypointIdents() {
      return waypoints.idents;
    },
    flownPointCounts: () => layer.flownPointCounts(),
    destroy: () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      refresh.destroy();
      layer.destroy();
      waypoints.destroy();
    },
  };
}

// The read-only probes the app puts on `window` for the browser tests (e2e/), the benchmarks
// (bench/) and measuring in the console: declared here once, for src, e2e and bench alike. A
// script, not a module (no imports), so the e2e and bench projects can include it without the
// app's sources; the app's assignments are checked against these shapes, so they cannot drift.

/** The aircraft layer's own work (map/layers/aircraft.layer.ts AircraftLayerStats). */
interface SkytraceRenderStats {
  /** Source updates (batches packed and uploaded) so far. */
  updates: number;
  /** Main-thread time of the last update and the mean over all, in ms. */
  lastMs: number;
  meanMs: number;
  /** Aircraft in the last update. */
  rendered: number;
  /** Frames drawn and the main-thread time of the last draw call, ms. */
  frames: number;
  lastDrawMs: number;
  /** performance.now() of the first frame that drew an aircraft (null until then). */
  firstPaintMs: number | null;
}

/** What the socket has delivered (live/realtime.ts LiveStats). */
interface SkytraceLiveStats {
  locationBatches: number;
  /** Bytes of location payloads (protobuf, without Socket.IO framing). */
  locationBytes: number;
  /** Aircraft rows received (new or changed aircraft). */
  rows: number;
  /** Main-thread time to decode and apply the last batch and the mean, ms. */
  lastApplyMs: number;
  meanApplyMs: number;
  heartbeats: number;
  heartbeatRoundTripMs: number;
  reconnects: number;
}

/**
 * `npm run bench:web`'s peer layer (bench/geojson.reference.layer.ts), injected by the bench:
 * built from the tracker's map and the aircraft layer's options, it replaces the GPU layer.
 */
type SkytracePeerLayerFactory = (
  map: unknown,
  options: unknown,
) => { stats: SkytraceRenderStats; destroy: () => void };

interface Window {
  /** The live tracker (features/tracker/TrackerMap.tsx). */
  __skytrace?: {
    aircraftCount: () => number;
    renderStats: () => SkytraceRenderStats | null;
    /** Points of the flown tracks drawn now (every selected flight). */
    trackPoints: () => number;
    /** Points of each flown track drawn, by ICAO address (six hex digits). */
    trackPointsByFlight: () => Record<string, number>;
    /**
     * Track option "waypoints" (issue 19): idents of the navaids along the selected flight's
     * track, and of those whose dots are drawn in the view.
     */
    waypoints: () => { shown: string[]; rendered: string[] };
    labelStats: () => { inView: number; drawn: number } | null;
    /** Where aircraft `hex` is drawn now, in map-container pixels (null if not live). */
    aircraftPoint: (hex: string) => { x: number; y: number } | null;
    liveStats: () => SkytraceLiveStats;
    /** The map's centre [lng, lat] and zoom now. */
    view: () => { center: [number, number]; zoom: number };
    /** Swaps the GPU layer for the bench's peer layer. */
    startPeerLayer: (create: SkytracePeerLayerFactory) => void;
  };
  /** Set by `npm run bench:web` in the page before it calls startPeerLayer. */
  __skytracePeerLayer?: SkytracePeerLayerFactory;
  /** The map options (features/tracker/options/map-options.controller.ts). */
  __skytraceMapOptions?: {
    paint: (layer: string, property: string) => unknown;
    visible: (layer: string) => boolean;
    airportCount: () => number;
    /** True while the map pans, zooms or eases (a point read then is stale by the click). */
    moving: () => boolean;
    deviceCount: () => number;
    /** Airports with a current flight category while "airport weather" is on (issue 19). */
    weatherColoured: () => number;
    /** ICAO codes of the airports on the map. */
    airportCodes: () => string[];
    /** The category colour an airport's dot is drawn with, or null. */
    airportCategory: (icao: string) => string | null;
    /** Observed routes drawn of a set (0 while the set is off). */
    routeCount: (set: 'domestic' | 'sea') => number;
    /** Holding areas drawn (0 while the layer is off). */
    waitAreaCount: () => number;
    /**
     * Where the first airport on the map (or the one of `code`, IATA or ICAO) is, in page
     * pixels (null without it).
     */
    airportPoint: (code?: string) => [number, number] | null;
    /**
     * The radar (`weather`) or cloud frames (issue 19): their times, their layer ids, the index
     * shown, and how many have the view's tiles loaded.
     */
    weatherFrames: (kind: 'weather' | 'cloud') => {
      frames: readonly string[];
      layers: readonly string[];
      shown: number;
      loaded: number;
    };
  };
  /** The offline base map, once its layers are on the map (map/layers/base.layer.ts). */
  __skytraceBaseMap?: {
    /** The names `layer` draws in the view, as shown (Chinese on a Chinese page where known). */
    renderedNames: (layer: string) => string[];
    language: () => 'zh' | 'en';
    /** The view's tiles are loaded and nothing is moving. */
    idle: () => boolean;
    /** Jumps to `center` at `zoom`; resolves on the map's next `idle` (tiles loaded, labels placed). */
    show: (center: [number, number], zoom: number) => Promise<void>;
    /** Restyles the base map in place in a map style (`darkblue`, `light`, …). */
    restyle: (style: string) => void;
  };
  /** The playback page (features/playback/PlaybackMap.tsx). */
  __skytracePlayback?: {
    flights: () => number;
    /** Keys of the flights whose aircraft is drawn at the clock's moment. */
    drawn: () => string[];
    time: () => number;
    /** The playback map's centre [lng, lat] and zoom now. */
    view: () => { center: [number, number]; zoom: number };
  };
  /** The multi-playback pick mode (features/playback/multi/use-pick-layer.ts). */
  __skytraceMultiPick?: {
    candidates: () => { key: string; label: string; icaoId: string }[];
    /** A viewport point on the flight's drawn track, or null when none is in view. */
    point: (key: string) => { x: number; y: number } | null;
  };
  /** A receiver's own radar picture (features/device-map/LiveHeardMap.tsx). */
  __skytraceHeardNow?: {
    /** A viewport point where a drawn aircraft answers a click, or null while none does. */
    point: () => { x: number; y: number; icao: string } | null;
  };
  /** The airport playback's camera (features/playback/airport/use-airport-views.ts). */
  __skytraceAirportView?: {
    bearing: () => number;
    pitch: () => number;
    zoom: () => number;
    center: () => [number, number];
    moving: () => boolean;
    end: () => string | null;
  };
}

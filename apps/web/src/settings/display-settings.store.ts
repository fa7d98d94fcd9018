import { create } from 'zustand';
import { persist } from 'zustand/middleware';

// Per-user display settings of spec §3, persisted locally: label tag fields, units, map layers,
// brightness, base map ("tile layer") and map style. Every tracker panel reads and writes this one
// store so settings never disagree; defaults are the spec's.

export type HeightUnit = 'metre' | 'foot';
export type SpeedUnit = 'kmh' | 'knot';
/** Spec §9: local (China, UTC+8) or GMT. */
export type TimeZoneUnit = 'local' | 'gmt';

/** Label fields of spec §3, in display order. */
export const TAG_FIELDS = [
  'fnum',
  'anum',
  'squawk',
  'angle',
  'height',
  'speed',
  'airLine',
] as const;
export type TagField = (typeof TAG_FIELDS)[number];

/** Spec §9: labels show by themselves under 1000 aircraft in view; users may force them on or off. */
export const LABEL_MODES = ['auto', 'always', 'never'] as const;
export type LabelMode = (typeof LABEL_MODES)[number];

/** Overlay layers of spec §2 map options (online ones only offered when a source exists). */
export const MAP_LAYERS = [
  'dayNight',
  'airportLabels',
  'devices',
  // Airports coloured by flight category with a legend (issue 19).
  'airportWeather',
  // Observed routes (issue 19 item 6): domestic and Southeast Asia.
  'domesticRoutes',
  'seaRoutes',
  // Holding areas from the detector's holds (issue 19, h19b).
  'waitAreas',
  'satellite',
  'road',
  'boundary',
  'weather',
  'cloud',
] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

/** Base maps of spec §2: the offline one is `default`; the others need a configured source. */
export const BASE_MAPS = ['default', 'terrain', 'satellite', 'osm'] as const;
export type BaseMap = (typeof BASE_MAPS)[number];

/** The ten map styles (colour themes) of spec §2; darkblue is the default (spec §3). */
export const MAP_STYLES = [
  'darkblue',
  'midnight',
  'black',
  'grey',
  'light',
  'classic',
  'ocean',
  'forest',
  'desert',
  'contrast',
] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

export interface DisplaySettings {
  tagFields: TagField[];
  labelMode: LabelMode;
  timeZoneUnit: TimeZoneUnit;
  heightUnit: HeightUnit;
  speedUnit: SpeedUnit;
  layers: MapLayer[];
  /** Base-map brightness 0.1–1 (spec §3 default 0.4 dims satellite imagery under the traffic). */
  brightness: number;
  baseMap: BaseMap;
  mapStyle: MapStyle;
  /** Spec §2 track options: the forecast track to the destination (predicted). */
  showForecast: boolean;
  /** Spec §2 track options: the scheduled route, origin to destination. */
  showScheduled: boolean;
  /** Spec §2 track options: "waypoints", the navaids along the flown track (issue 19). */
  showWaypoints: boolean;
  /** Spec §2 data layer "live flights": the aircraft on the map (off leaves only the map). */
  liveFlights: boolean;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  tagFields: ['fnum'],
  labelMode: 'auto',
  timeZoneUnit: 'local',
  heightUnit: 'metre',
  speedUnit: 'kmh',
  layers: ['airportLabels'],
  brightness: 0.4,
  baseMap: 'default',
  mapStyle: 'darkblue',
  showForecast: true,
  showScheduled: false,
  showWaypoints: false,
  liveFlights: true,
};

interface DisplaySettingsState extends DisplaySettings {
  update: (patch: Partial<DisplaySettings>) => void;
  /** Feet and knots together, or metres and km/h (the detail bar's quick switch). */
  setImperial: (imperial: boolean) => void;
  toggleTagField: (field: TagField) => void;
  toggleLayer: (layer: MapLayer) => void;
  reset: () => void;
}

const clampBrightness = (value: number) => Math.min(1, Math.max(0.1, value));

// Declared before the store: persist hydrates while `create` runs, and sanitise calls this.
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export const useDisplaySettings = create<DisplaySettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_DISPLAY_SETTINGS,
      update: (patch) =>
        set(
          patch.brightness === undefined
            ? patch
            : { ...patch, brightness: clampBrightness(patch.brightness) },
        ),
      setImperial: (imperial) =>
        set(
          imperial
            ? { heightUnit: 'foot', speedUnit: 'knot' }
            : { heightUnit: 'metre', speedUnit: 'kmh' },
        ),
      toggleTagField: (field) =>
        set((state) => ({
          tagFields: state.tagFields.includes(field)
            ? state.tagFields.filter((f) => f !== field)
            : TAG_FIELDS.filter((f) => f === field || state.tagFields.includes(f)),
        })),
      toggleLayer: (layer) =>
        set((state) => ({
          layers: state.layers.includes(layer)
            ? state.layers.filter((l) => l !== layer)
            : [...state.layers, layer],
        })),
      reset: () => set(DEFAULT_DISPLAY_SETTINGS),
    }),
    {
      name: 'skytrace_display_settings',
      version: 2,
      // Stored settings from older builds or edited by hand: keep what is valid, default the rest.
      merge: (persisted, current) => ({ ...current, ...sanitise(persisted) }),
      partialize: (state): DisplaySettings => ({
        tagFields: state.tagFields,
        labelMode: state.labelMode,
        timeZoneUnit: state.timeZoneUnit,
        heightUnit: state.heightUnit,
        speedUnit: state.speedUnit,
        layers: state.layers,
        brightness: state.brightness,
        baseMap: state.baseMap,
        mapStyle: state.mapStyle,
        showForecast: state.showForecast,
        showScheduled: state.showScheduled,
        showWaypoints: state.showWaypoints,
        liveFlights: state.liveFlights,
      }),
    },
  ),
);

/** The valid part of a stored settings object. */
export function sanitise(stored: unknown): Partial<DisplaySettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<DisplaySettings> = {};
  if (Array.isArray(s.tagFields)) {
    out.tagFields = TAG_FIELDS.filter((f) => (s.tagFields as unknown[]).includes(f));
  }
  if (Array.isArray(s.layers)) {
    out.layers = MAP_LAYERS.filter((l) => (s.layers as unknown[]).includes(l));
  }
  if (oneOf(LABEL_MODES, s.labelMode)) out.labelMode = s.labelMode;
  if (oneOf(['local', 'gmt'] as const, s.timeZoneUnit)) out.timeZoneUnit = s.timeZoneUnit;
  if (oneOf(['metre', 'foot'] as const, s.heightUnit)) out.heightUnit = s.heightUnit;
  if (oneOf(['kmh', 'knot'] as const, s.speedUnit)) out.speedUnit = s.speedUnit;
  if (typeof s.brightness === 'number' && Number.isFinite(s.brightness)) {
    out.brightness = clampBrightness(s.brightness);
  }
  if (oneOf(BASE_MAPS, s.baseMap)) out.baseMap = s.baseMap;
  if (oneOf(MAP_STYLES, s.mapStyle)) out.mapStyle = s.mapStyle;
  if (typeof s.showForecast === 'boolean') out.showForecast = s.showForecast;
  if (typeof s.showScheduled === 'boolean') out.showScheduled = s.showScheduled;
  if (typeof s.showWaypoints === 'boolean') out.showWaypoints = s.showWaypoints;
  if (typeof s.liveFlights === 'boolean') out.liveFlights = s.liveFlights;
  return out;
}

// The radar (`chinaRadar`) and cloud (`satellite`) layers' tile sources from MAP_SOURCES
// (`weather` and `cloud`). A template with `{time}` is per frame: radar every 10 minutes, cloud
// imagery every 30 (the usual issue cadences): two hours of radar (12 frames) and four of
// cloud (8 frames) for the map's frame stepping, each a little behind now since imagery is
// published after its time. Without `{time}` the source shows its latest
// image and the frame time is the 10/30-minute step it belongs to.
import type { MapSource, WeatherTiles } from '@skytrace/contracts';

export type TileSources = Partial<Record<'weather' | 'cloud', MapSource>>;

const STEP_SECONDS = { weather: 600, cloud: 1800 } as const;
const PUBLISH_DELAY_SECONDS = 300;
/** Frames per series: two hours of radar (12 × 10 min), four of cloud (8 × 30 min). */
const FRAMES = { weather: 12, cloud: 8 } as const;

export function weatherTiles(
  source: MapSource | undefined,
  kind: 'weather' | 'cloud',
  nowMs: number,
): WeatherTiles {
  if (!source) {
    return {
      available: false,
      reason: 'notConfigured',
      url: null,
      attribution: null,
      maxZoom: null,
      frames: [],
    };
  }
  const step = STEP_SECONDS[kind];
  const latest = Math.floor((nowMs / 1000 - PUBLISH_DELAY_SECONDS) / step) * step;
  const count = source.url.includes('{time}') ? FRAMES[kind] : 1;
  const frames = Array.from({ length: count }, (_, index) =>
    new Date((latest - (count - 1 - index) * step) * 1000).toISOString(),
  );
  return {
    available: true,
    reason: null,
    url: source.url,
    attribution: source.attribution,
    maxZoom: source.maxZoom,
    frames,
  };
}

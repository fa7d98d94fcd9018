import { PLAYBACK_MAX_WINDOW_SECONDS, type PlaybackTarget } from '@skytrace/contracts';
import { defaultWindow } from './window-form';

// Links into playback from where people look for it (issue 15): the tracker's detail bar, an
// airport popup, the map's "Replay this area"; and the way back from a playback page to the live
// flight (spec §2 tracker/{fnum2}/{dynamicId}/{scheduledDeptime}). Mobile variants sit under
// /mobile (spec §2) for the routes that have one.

const MOBILE_PREFIX = '/mobile';
const segment = (text: string) => encodeURIComponent(text.trim());

/**
 * The playback page of a flight named by GET playback/live: by its instance when it is a
 * written, scheduled flight; else the aircraft between its first and last point, which also
 * plays the points the server has not written yet (the first minutes of a flight).
 */
export function replayPathOf(target: PlaybackTarget, icaoHex: string, mobile = false): string {
  const prefix = mobile ? MOBILE_PREFIX : '';
  if (target.flightId !== null && target.dynamicId !== null && target.STD !== null) {
    return `${prefix}/playback/${segment(target.dynamicId)}/${Math.floor(target.STD).toString()}`;
  }
  const end = Math.ceil(target.endTime);
  const start = Math.max(Math.floor(target.startTime), end - PLAYBACK_MAX_WINDOW_SECONDS);
  const aircraft = segment(target.anum ?? icaoHex);
  const id = target.flightId === null ? icaoHex : target.flightId.toString();
  return `${prefix}/playbacksup/${aircraft}/${segment(id)}/${start.toString()}/${end.toString()}`;
}

/** The track-data page of a flight number (spec §2 /track-data/{flight?}). */
export function flightHistoryPath(flight: string): string {
  return `/track-data/${segment(flight.toUpperCase())}`;
}

/** Airport playback (spec §2 airport-paly) of an airport over the last whole hour. */
export function airportPlaybackPath(code: string, nowMs: number): string {
  const window = defaultWindow(nowMs);
  const params = new URLSearchParams({
    airport: code.trim().toUpperCase(),
    start: window.startTime.toString(),
    end: window.endTime.toString(),
  });
  return `/airport-paly?${params.toString()}`;
}

export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
  center: [number, number];
  zoom: number;
}

const fixed = (value: number) => Number(value.toFixed(4)).toString();

/**
 * Area playback (spec §2 regional_back) of a map view over the last whole hour: the box the
 * server searches, and the same centre and zoom for the playback map (c, z of playback.url.ts).
 */
export function areaPlaybackPath(view: MapView, nowMs: number): string {
  const window = defaultWindow(nowMs);
  const box = [
    Math.max(-180, view.west),
    Math.max(-90, view.south),
    Math.min(180, view.east),
    Math.min(90, view.north),
  ]
    .map(fixed)
    .join(',');
  const center = `${view.center[0].toFixed(4)},${view.center[1].toFixed(4)}`;
  const zoom = Number(view.zoom.toFixed(2)).toString();
  return `/regional_back?box=${box}&start=${window.startTime.toString()}&end=${window.endTime.toString()}&c=${center}&z=${zoom}`;
}

/**
 * The live flight of a target on the tracker: its instance (spec §2
 * tracker/{fnum2}/{dynamicId}/{scheduledDeptime}) when scheduled, else its flight number or
 * callsign (trackerWithFnum); null when it has neither.
 */
export function liveFlightPath(
  target: Pick<PlaybackTarget, 'fnum' | 'callsign' | 'dynamicId' | 'STD'>,
  mobile = false,
): string | null {
  const prefix = mobile ? MOBILE_PREFIX : '';
  const flight = target.fnum || target.callsign;
  if (!flight) return null;
  const base = `${prefix}/tracker/${segment(flight.toUpperCase())}`;
  if (target.fnum && target.dynamicId !== null && target.STD !== null) {
    return `${base}/${segment(target.dynamicId)}/${Math.floor(target.STD).toString()}`;
  }
  return base;
}

import type { z } from 'zod';
import { API_V2_PATHS, type EventKind, type flightEventSchema } from '@skytrace/contracts';
import { http } from '../../session/api-client';

// Type-only use of the contract (as the hot flights' list): the radar's first paint carries no zod.
export type FeedEvent = z.infer<typeof flightEventSchema>;

/** A map region, degrees. */
export interface Region {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Refresh period of the open feed, ms: events are rare, a poll costs one indexed query. */
export const FEED_REFRESH_MS = 15_000;
/** How far back the feed looks, minutes. */
export const FEED_MINUTES = 120;

/** The query of a feed request (kinds in a stable order, region rounded to 0.01°). */
export function feedQuery(
  kinds: readonly EventKind[],
  region: Region | null,
): Record<string, string> {
  const query: Record<string, string> = { minutes: FEED_MINUTES.toString(), limit: '100' };
  if (kinds.length > 0) query.kinds = [...kinds].sort().join(',');
  if (region !== null) {
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    query.lat1 = clamp(region.south, 90).toFixed(2);
    query.lon1 = clamp(region.west, 180).toFixed(2);
    query.lat2 = clamp(region.north, 90).toFixed(2);
    query.lon2 = clamp(region.east, 180).toFixed(2);
  }
  return query;
}

/** The live event feed: recent events, newest first. */
export async function fetchEventFeed(
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<FeedEvent[]> {
  const answer = await http.get<{ events: FeedEvent[] }>(API_V2_PATHS.eventFeed, {
    query,
    signal,
  });
  return answer.data.events;
}

/**
 * Playback of the aircraft around the event (15 minutes before, 10 after, never past now),
 * opened at the event's moment (`t`, playback.url.ts).
 */
export function eventPlaybackPath(event: FeedEvent, nowSeconds: number, mobile: boolean): string {
  const time = Math.floor(event.time);
  const start = time - 900;
  const end = Math.max(time + 60, Math.min(time + 600, Math.ceil(nowSeconds)));
  const icao = encodeURIComponent(event.icao);
  const prefix = mobile ? '/mobile' : '';
  return `${prefix}/playbacksup/${icao}/${icao}/${start.toString()}/${end.toString()}?t=${time.toString()}`;
}

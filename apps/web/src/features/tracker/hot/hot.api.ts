import type { z } from 'zod';
import { API_V2_PATHS, type hotFlightSchema } from '@skytrace/contracts';
import { http } from '../../../session/api-client';

// Type-only use of the contract: the radar's first paint must not carry zod (≈ 26 KB gzip); the
// server validates its answers against the same schema before sending them.
export type HotFlight = z.infer<typeof hotFlightSchema>;

/** Spec §1 hot flights, `GET /business/dynamic/hot`: live flights most viewed in 30 minutes. */
export async function fetchHotFlights(signal: AbortSignal): Promise<HotFlight[]> {
  const answer = await http.get<HotFlight[]>(API_V2_PATHS.hotFlights, { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** Refresh period of an open hot-flights list, ms. */
export const HOT_REFRESH_MS = 60_000;

/**
 * `POST /business/recommend/click`: tells the server the hot list's flight was opened, so the
 * list ranks it. A beacon: the pick goes on whether or not it is counted.
 */
export async function postRecommendClick(icaoId: string): Promise<void> {
  await http.post(API_V2_PATHS.recommendClick, { data: icaoId }, { form: true });
}

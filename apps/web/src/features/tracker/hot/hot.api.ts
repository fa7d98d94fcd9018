import { hotFlightSchema } from '@skytrace/contracts';
import { http } from '../../../api/client';

const hotFlightsSchema = hotFlightSchema.array();

export type HotFlight = ReturnType<typeof hotFlightSchema.parse>;

/** Spec §1 hot flights, `GET /business/dynamic/hot`: live flights most viewed in 30 minutes. */
export async function fetchHotFlights(signal: AbortSignal): Promise<HotFlight[]> {
  const answer = await http.get<unknown>('/business/dynamic/hot', { signal });
  return hotFlightsSchema.parse(answer.data);
}

/** Refresh period of an open hot-flights list, ms. */
export const HOT_REFRESH_MS = 60_000;

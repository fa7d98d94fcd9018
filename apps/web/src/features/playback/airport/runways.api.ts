import { API_V2_PATHS, type AirportRunways } from '@skytrace/contracts';
import { http } from '../../../session/api-client';

/**
 * GET /business/airport/runways (packages/contracts/src/schemas/reference.ts): the airport and
 * its runways by IATA or ICAO code. Public reference data: no login rule.
 */
export async function loadAirportRunways(
  code: string,
  signal?: AbortSignal,
): Promise<AirportRunways> {
  const answer = await http.get<AirportRunways>(API_V2_PATHS.airportRunways, {
    query: { airport: code },
    ...(signal === undefined ? {} : { signal }),
  });
  return answer.data;
}

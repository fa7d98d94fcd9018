import type { AirportHit } from '@skytrace/contracts';
import { codes, type FilterInput } from './filter';

// Live identity rows name an airport by its IATA code when it has one, else by its ICAO code
// (server realtime/identity.cache.ts). Spec §5 lets users type either, so before a condition is
// added every four-letter code is looked up and replaced by the code live data uses: ZBAA → PEK.

/** Airports whose IATA or ICAO code is exactly the text (the server's airport search). */
export type AirportLookup = (code: string) => Promise<readonly AirportHit[]>;

const ICAO_AIRPORT = /^[A-Z0-9]{4}$/;

/** The code live data uses for the airport typed as `code` (unchanged when unknown). */
async function liveCode(code: string, lookup: AirportLookup): Promise<string> {
  if (!ICAO_AIRPORT.test(code)) return code;
  try {
    const hit = (await lookup(code)).find((airport) => airport.ICAO === code);
    return hit?.IATA ?? code;
  } catch {
    // No answer: keep the code as typed; it still matches airports without an IATA code.
    return code;
  }
}

/** `input` with the airport codes of airport and route filters written as live data writes them. */
export async function withLiveAirportCodes(
  input: FilterInput,
  lookup: AirportLookup,
): Promise<FilterInput> {
  if (input.key === 'airport') {
    const resolved = await Promise.all(codes(input.text).map((code) => liveCode(code, lookup)));
    return { key: 'airport', text: resolved.join(' ') };
  }
  if (input.key === 'airline') {
    const [org, dst] = await Promise.all([
      liveCode(input.org.toUpperCase().replace(/\s+/g, ''), lookup),
      liveCode(input.dst.toUpperCase().replace(/\s+/g, ''), lookup),
    ]);
    return { key: 'airline', org, dst };
  }
  return input;
}

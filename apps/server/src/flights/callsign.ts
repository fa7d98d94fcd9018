/** What a transmitted callsign names. */
export type ParsedCallsign =
  | { kind: 'airline'; airlineIcao: string; number: string }
  | { kind: 'registration'; registration: string }
  | { kind: 'unknown'; callsign: string };

// ICAO airline callsigns: a three-letter designator, then 1–4 characters starting with a digit
// (CES5101, CPA1F) — Doc 8585 telephony designators use letters only in the suffix's tail.
const AIRLINE_CALLSIGN = /^([A-Z]{3})(\d[0-9A-Z]{0,3})$/;
// Registrations sent as callsigns, by prefix: China B-xxxx, US N-numbers, and the common
// letter-hyphen-letters form with the hyphen dropped (GABCD, DABCD, VHABC, JA123A).
const REGISTRATION_CALLSIGN =
  /^(B\d{4}[A-Z0-9]?|B[A-Z0-9]{4}|N\d[0-9A-Z]{0,4}|[A-Z]{1,2}\d{0,3}[A-Z]{2,4})$/;

/**
 * Splits a callsign into airline designator and flight number when it is an airline callsign,
 * recognises registrations used as callsigns (general aviation), and leaves the rest unknown.
 * `isAirline` tells whether a three-letter prefix is a known airline designator.
 */
export function parseCallsign(raw: string, isAirline: (icao: string) => boolean): ParsedCallsign {
  const callsign = raw.trim().toUpperCase();
  const airline = AIRLINE_CALLSIGN.exec(callsign);
  if (airline?.[1] && airline[2] && isAirline(airline[1])) {
    // Leading zeros are dropped in the IATA form (CCA0981 is CA981).
    const number = airline[2].replace(/^0+(?=\d)/, '');
    return { kind: 'airline', airlineIcao: airline[1], number };
  }
  if (REGISTRATION_CALLSIGN.test(callsign)) return { kind: 'registration', registration: callsign };
  return { kind: 'unknown', callsign };
}

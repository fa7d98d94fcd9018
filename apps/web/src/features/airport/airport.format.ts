import type { BoardFlight } from '@skytrace/contracts';

/** hh:mm of a Unix time in the airport's time zone (the browser's when it has none). */
export function clockTime(seconds: number | null, zone: string | null, language: string): string {
  if (seconds === null) return '';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(seconds * 1000));
}

/** Day and time of a Unix time in the airport's zone, for notices. */
export function dayTime(seconds: number, zone: string | null, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(seconds * 1000));
}

/**
 * Where a board row leads: the live flight on the radar while it flies (spec §2
 * `tracker/{fnum2}/{dynamicId}/{scheduledDeptime}`), else its playback once it has flown
 * (`playback/{dynamicId}/{scheduledDeptime}`); nothing before it left.
 */
export function flightLink(
  flight: BoardFlight,
): { kind: 'live' | 'playback'; path: string } | null {
  const tail = `${encodeURIComponent(flight.dynamicId)}/${flight.scheduledDeptime}`;
  if (flight.live)
    return { kind: 'live', path: `/tracker/${encodeURIComponent(flight.fnum)}/${tail}` };
  const flown =
    flight.status === 'takeOff' ||
    flight.status === 'arrive' ||
    flight.status === 'alternate' ||
    flight.status === 'return';
  return flown ? { kind: 'playback', path: `/playback/${tail}` } : null;
}

/** An airport's name in the UI language. */
export function airportName(
  airport: { name: string; cName: string | null },
  language: string,
): string {
  return language === 'zh' ? (airport.cName ?? airport.name) : airport.name;
}

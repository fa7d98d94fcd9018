// Tools about one flight or airframe: search, where it is now, its path, its landings on a day
// and its detected events (why it is hot). All read the live table, identity and recorded flights.
import { formatIcaoHex, type FlightHit } from '@skytrace/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LiveAircraft } from '../live/live.aircraft';
import { aircraft } from '../reference/fleet.schema';
import { readFlightPath } from '../tracker/flight-path.service';
import { presentFlightHit, searchLiveFlights } from '../tracker/flight.search';
import { findFlights } from '../traces/recorded-flights.repo';
import {
  defineTool,
  links,
  metres,
  type ChatTool,
  type ChatToolContext,
  type ChatToolDeps,
} from './chat.tools';

const normalise = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');
const flightInput = z
  .string()
  .trim()
  .min(2)
  .max(12)
  .describe('Flight number (MU5101), callsign (CES5101), registration (B-1234) or ICAO address');

/**
 * The live aircraft whose flight number, callsign, registration or address is `text`. Only
 * aircraft that can match are identified (address, callsign, its digits, the stored airframe's
 * registration): identifying all 20,000 of a busy sky for one question would take most of the
 * answer's time.
 */
export function findLiveFlight(
  text: string,
  context: ChatToolContext,
  deps: ChatToolDeps,
): { hit: FlightHit; entry: LiveAircraft } | null {
  const { liveTable, identity } = deps;
  if (!liveTable || !identity) return null;
  const needle = normalise(text);
  const digits = /\d+[A-Z]?$/.exec(needle)?.[0];
  for (const entry of liveTable.aircraft.values()) {
    const callsign = normalise(entry.callsign);
    const maybe =
      formatIcaoHex(entry.icao) === needle ||
      callsign === needle ||
      (digits !== undefined && callsign !== '' && callsign.endsWith(digits)) ||
      normalise(identity.airframe(entry.icao)?.registration ?? '') === needle;
    if (!maybe) continue;
    const hit = presentFlightHit(entry, identity, context.now);
    if (hit.anum && deps.hiddenRegistrations.has(normalise(hit.anum))) continue;
    const keys = [hit.icaoId, hit.callsign, hit.fnum ?? '', hit.anum ?? ''].map(normalise);
    if (keys.includes(needle)) return { hit, entry };
  }
  return null;
}

const finite = (value: number) => (Number.isNaN(value) ? null : value);
const nameOf = (hit: FlightHit) => hit.fnum ?? (hit.callsign || hit.anum || hit.icaoId);

/** Where a live aircraft is, in the units the answer uses (m, km/h, degrees). */
export function presentPosition(
  hit: FlightHit,
  entry: LiveAircraft,
  context: ChatToolContext,
  deps: ChatToolDeps,
) {
  const near =
    hit.lat !== null && hit.lng !== null
      ? deps.identity?.nearestAirport(hit.lat, hit.lng)
      : undefined;
  return {
    flight: nameOf(hit),
    callsign: hit.callsign,
    registration: hit.anum,
    aircraftType: hit.aircraftType,
    from: hit.org,
    to: hit.dst,
    lat: hit.lat,
    lon: hit.lng,
    altitudeM: Number.isNaN(entry.altitude) ? null : metres(entry.altitude),
    groundSpeedKmh: Number.isNaN(entry.groundSpeed) ? null : Math.round(entry.groundSpeed * 1.852),
    trackDeg: finite(Math.round(entry.track)),
    onGround: entry.airGround === 2,
    secondsAgo: Number.isNaN(entry.lastSeen) ? null : Math.round(context.now - entry.lastSeen),
    nearestAirport: near ? { icao: near.icao, distanceKm: Math.round(near.distanceKm) } : null,
  };
}

/** The airframe's ICAO address: live first, then the fleet by registration, then hex. */
async function resolveAirframe(
  text: string,
  context: ChatToolContext,
  deps: ChatToolDeps,
): Promise<{ icao: number; registration: string | null } | null> {
  const live = findLiveFlight(text, context, deps);
  if (live) return { icao: live.entry.icao, registration: live.hit.anum };
  const registration = text.trim().toUpperCase();
  const [row] = await deps.db
    .select({ icao: aircraft.icao, registration: aircraft.registration })
    .from(aircraft)
    .where(eq(aircraft.registration, registration))
    .limit(1);
  if (row) return row;
  if (/^[0-9A-F]{6}$/.test(registration))
    return { icao: parseInt(registration, 16), registration: null };
  return null;
}

/** yyyy-MM-dd, or today/yesterday (UTC+8, the product's home time zone), to a UTC second window. */
function dayWindow(day: string, now: number): { from: number; to: number; date: string } {
  const offset = 8 * 3600;
  const base =
    day === 'today' || day === 'yesterday'
      ? new Date((now + offset - (day === 'yesterday' ? 86_400 : 0)) * 1000)
          .toISOString()
          .slice(0, 10)
      : day;
  const from = Date.parse(`${base}T00:00:00Z`) / 1000 - offset;
  return { from, to: from + 86_400, date: base };
}

export const searchFlightsTool = defineTool({
  name: 'search_flights',
  description:
    'Finds live flights by flight number, callsign, registration or ICAO address prefix.',
  input: z.object({ query: flightInput }),
  run: ({ query }, context, deps) => {
    const { liveTable, identity } = deps;
    if (!liveTable || !identity) return { data: { flights: [] }, links: [] };
    const hits = searchLiveFlights(
      query,
      { liveTable, identity, hiddenRegistrations: deps.hiddenRegistrations, now: context.now },
      8,
    );
    return {
      data: { flights: hits },
      links: hits.slice(0, 3).map((hit) => links.flight(nameOf(hit), nameOf(hit))),
    };
  },
});
export const flightPositionTool = defineTool({
  name: 'flight_position',
  description:
    'Where a flight is now: position, altitude (m), speed (km/h), route, nearest airport.',
  input: z.object({ flight: flightInput }),
  run: ({ flight }, context, deps) => {
    const found = findLiveFlight(flight, context, deps);
    if (!found) return { data: { found: false as const, flight }, links: [] };
    const position = presentPosition(found.hit, found.entry, context, deps);
    const shown = [links.flight(position.flight, position.flight)];
    if (position.lat !== null && position.lon !== null)
      shown.push(links.map(position.flight, position.lat, position.lon));
    return { data: { found: true as const, ...position }, links: shown };
  },
});
export const flightLandingsTool = defineTool({
  name: 'flight_landings',
  description:
    'Recorded flights of an airframe or flight on one day (China time) with take-off and landing times (Unix s).',
  input: z.object({
    aircraft: flightInput,
    day: z
      .string()
      .regex(/^(today|yesterday|\d{4}-\d{2}-\d{2})$/)
      .describe('today, yesterday or yyyy-MM-dd'),
  }),
  run: async (input, context, deps) => {
    const window = dayWindow(input.day, context.now);
    const airframe = await resolveAirframe(input.aircraft, context, deps);
    const callsign = input.aircraft.trim().toUpperCase();
    const recorded = await findFlights(deps.db, {
      ...(airframe ? { icao: airframe.icao } : { callsign }),
      from: window.from * 1000,
      to: window.to * 1000,
      limit: 50,
    });
    const flights = recorded.map((row) => ({
      flightId: row.id,
      callsign: row.callsign,
      from: row.origin,
      to: row.destination,
      takeoffAt: row.takeoffAt === null ? null : row.takeoffAt / 1000,
      landedAt: row.landedAt === null ? null : row.landedAt / 1000,
      firstSeen: row.firstSeen / 1000,
      lastSeen: row.lastSeen / 1000,
      icao: row.icao,
    }));
    const anum = airframe?.registration ?? null;
    return {
      data: { aircraft: input.aircraft, registration: anum, date: window.date, flights },
      links: flights.slice(0, 5).map((row) =>
        links.playback(row.callsign ?? anum ?? formatIcaoHex(row.icao), {
          icao: row.icao,
          anum,
          flightId: row.flightId,
          from: row.firstSeen,
          to: row.lastSeen,
        }),
      ),
    };
  },
});
export const flightEventsTool = defineTool({
  name: 'flight_events',
  description:
    'Detected events of a live flight in the last 24 h (go-around, holding, diversion, return, emergency): why it is a hot flight.',
  input: z.object({ flight: flightInput }),
  run: async ({ flight }, context, deps) => {
    const found = findLiveFlight(flight, context, deps);
    if (!found) return { data: { found: false as const, flight }, links: [] };
    const hex = formatIcaoHex(found.entry.icao);
    const recent = deps.events
      ? await deps.events.query({ from: context.now - 86_400, to: context.now + 1, limit: 1000 })
      : [];
    const events = recent.filter((event) => event.icao === hex).slice(0, 10);
    const squawk = found.entry.squawk;
    const name = nameOf(found.hit);
    return {
      data: {
        found: true as const,
        flight: name,
        latest: deps.events?.reasonOf(found.entry.icao, context.now) ?? null,
        events,
        squawk: Number.isNaN(squawk) ? null : squawk.toString(16).padStart(4, '0'),
      },
      links: [links.flight(name, name)],
    };
  },
});
export const flightPathTool = defineTool({
  name: 'flight_path',
  description: 'The recorded path of a live flight so far: points, first and last position.',
  input: z.object({ flight: flightInput }),
  run: async ({ flight }, context, deps) => {
    const found = findLiveFlight(flight, context, deps);
    const { liveTable, recorder, identity } = deps;
    if (!found || !liveTable || !recorder || !identity)
      return { data: { found: false as const, flight }, links: [] };
    const path = await readFlightPath(found.entry.icao, context.now, {
      db: deps.db,
      liveTable,
      recorder,
      identity,
    });
    const points = path.trace.path;
    const name = nameOf(found.hit);
    return {
      data: {
        found: true as const,
        flight: name,
        points: points.length,
        first: points[0] ?? null,
        last: points.at(-1) ?? null,
      },
      links: [links.flight(name, name)],
    };
  },
});

export const flightTools: ChatTool[] = [
  searchFlightsTool,
  flightPositionTool,
  flightLandingsTool,
  flightEventsTool,
  flightPathTool,
];

// Tools about places and the user: what flies over a city or airport, airport delays and boards,
// and the signed-in user's own receivers (the user id comes from the session, never the input).
import { z } from 'zod';
import { listMyDevices } from '../devices/my-devices.service';
import { HttpError } from '../http/errors';
import { presentFlightHit } from '../tracker/flight.search';
import { defineTool, links, metres, type ChatTool } from './chat.tools';
import { presentPosition } from './chat.tools.flights';

/** Half the side of the box searched around a place, km. */
const AREA_KM = 60;
const AREA_LIMIT = 15;

export const flightsOverTool = defineTool({
  name: 'flights_over',
  description:
    'Live airborne flights within 60 km of a city or airport (name in Chinese or English, or IATA/ICAO code), optionally below an altitude in metres.',
  input: z.object({
    place: z.string().trim().min(2).max(40),
    maxAltitudeM: z.number().int().min(1).max(20_000).optional(),
  }),
  run: ({ place, maxAltitudeM }, context, deps) => {
    const [airport] = deps.airportIndex?.search(place, 1) ?? [];
    if (!airport || !deps.liveTable) return { data: { found: false as const, place }, links: [] };
    const dLat = AREA_KM / 111;
    const dLon = AREA_KM / (111 * Math.cos((airport.lat * Math.PI) / 180));
    const inside = deps.liveTable.inBounds(
      {
        south: airport.lat - dLat,
        north: airport.lat + dLat,
        west: airport.lng - dLon,
        east: airport.lng + dLon,
      },
      -1,
    );
    const flying = inside.filter(
      (entry) =>
        entry.airGround !== 2 &&
        !Number.isNaN(entry.altitude) &&
        (maxAltitudeM === undefined || metres(entry.altitude) < maxAltitudeM),
    );
    flying.sort((a, b) => a.altitude - b.altitude);
    const { identity } = deps;
    // Registrations an operator hides are left out, as in the tracker's search.
    const shown = identity
      ? flying
          .map((entry) => ({ entry, hit: presentFlightHit(entry, identity, context.now) }))
          .filter(
            ({ hit }) => !hit.anum || !deps.hiddenRegistrations.has(hit.anum.replace(/[\s-]/g, '')),
          )
      : [];
    const flights = shown
      .slice(0, AREA_LIMIT)
      .map(({ entry, hit }) => presentPosition(hit, entry, context, deps));
    const label = airport.cCity ?? airport.city ?? airport.name;
    return {
      data: {
        found: true as const,
        place: {
          name: airport.name,
          city: airport.city,
          cityZh: airport.cCity,
          iata: airport.IATA,
        },
        radiusKm: AREA_KM,
        maxAltitudeM: maxAltitudeM ?? null,
        count: shown.length,
        flights,
      },
      links: [links.map(label, airport.lat, airport.lng)],
    };
  },
});
export const airportDelaysTool = defineTool({
  name: 'airport_delays',
  description:
    'Airports with the most delayed departures now (last two hours of the timetable against observed take-offs).',
  input: z.object({ limit: z.number().int().min(1).max(10).default(5) }),
  run: async ({ limit }, _context, deps) => {
    if (!deps.airports) return { data: { airports: [] }, links: [] };
    const rows = (await deps.airports.allStatuses())
      .filter((row) => row.delayedDepartures > 0)
      .sort(
        (a, b) =>
          b.delayedDepartures - a.delayedDepartures ||
          b.averageDelayMinutes - a.averageDelayMinutes,
      )
      .slice(0, limit);
    return {
      data: { airports: rows },
      links: rows.map((row) =>
        links.airport(row.airport.cName ?? row.airport.name, row.airport.IATA ?? row.airport.ICAO),
      ),
    };
  },
});
export const airportBoardTool = defineTool({
  name: 'airport_board',
  description:
    'Departures or arrivals board of an airport (IATA or ICAO code), next flights first.',
  input: z.object({
    airport: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3,4}$/),
    side: z.enum(['departures', 'arrivals']),
  }),
  run: async ({ airport, side }, context, deps) => {
    if (!deps.airports) return { data: { found: false as const }, links: [] };
    try {
      const board = await deps.airports[side](airport.toUpperCase());
      const flights = board.flights
        .filter((row) => row.scheduled >= context.now - 3600)
        .slice(0, 12);
      return {
        data: { found: true as const, airport: board.airport, side, flights },
        links: [links.airport(board.airport.name, board.airport.IATA ?? board.airport.ICAO)],
      };
    } catch (error) {
      if (error instanceof HttpError)
        return { data: { found: false as const, airport }, links: [] };
      throw error;
    }
  },
});
export const myDevicesTool = defineTool({
  name: 'my_devices',
  description:
    "The signed-in user's own ADS-B receivers: online, message rate, aircraft heard now, range, today and yesterday.",
  input: z.object({}),
  run: async (_input, context, deps) => {
    if (!deps.registry) return { data: { devices: [] }, links: [] };
    const devices = await listMyDevices(
      { db: deps.db, registry: deps.registry, ...(deps.liveTable ? { live: deps.liveTable } : {}) },
      context.userId,
      context.now,
    );
    return {
      data: {
        devices: devices.map((device) => ({
          devId: device.devId,
          name: device.alias ?? device.feederId,
          online: device.online,
          enabled: device.enabled,
          lastSeen: device.lastSeen,
          messageRate: device.messageRate,
          aircraftNow: device.aircraftNow,
          maxRangeKm: device.maxRangeKm,
          today: device.today,
          yesterday: device.yesterday,
        })),
      },
      links: devices.length > 0 ? [links.devices('device')] : [],
    };
  },
});

export const placeTools: ChatTool[] = [
  flightsOverTool,
  airportDelaysTool,
  airportBoardTool,
  myDevicesTool,
];

// The tracker's full path of one aircraft (spec §3 "Full path response"): the track flown in its
// current flight (stored chunks + recent points not yet written), the forecast from where it is
// now to its destination, and the whole scheduled route, each forecast point with a flyOverTime.
import { knotsToKmh, type FlightPath } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';
import { findFlights } from '../traces/recorded-flights.repo';
import { readFlightPoints } from '../traces/recorded-points.repo';
import { withRecentPoints } from '../traces/trace.point';
import type { TracePoint, TraceRecorder } from '../traces/trace.recorder';
import { greatCirclePoints } from './great-circle';

/** Forecast points every this many km: smooth at any zoom where the route is visible. */
const FORECAST_STEP_KM = 50;
/** Look this far back for the aircraft's current flight, ms. */
const FLIGHT_LOOKBACK_MS = 24 * 3600_000;
/** Cruise speed assumed when the aircraft reports none yet, km/h. */
const DEFAULT_SPEED_KMH = 800;

type PathPoint = FlightPath['trace']['path'][number];

function present(point: TracePoint): PathPoint {
  return {
    lat: point.lat,
    lon: point.lon,
    alt: point.altitude,
    spd: point.groundSpeed,
    ang: point.track,
    vspd: point.verticalRate,
    onGround: point.onGround,
    time: Math.round(point.time / 100) / 10,
  };
}

/** The full path of aircraft `icao` at `now` (seconds). */
export async function readFlightPath(
  icao: number,
  now: number,
  deps: { db: Db; liveTable: LiveTable; recorder: TraceRecorder; identity: FlightIdentityService },
): Promise<FlightPath> {
  const recent = deps.recorder.recentPoints(icao);
  const [latest] = (
    await findFlights(deps.db, { icao, from: now * 1000 - FLIGHT_LOOKBACK_MS, to: now * 1000 })
  ).slice(-1);
  const stored = latest ? await readFlightPoints(deps.db, latest.id) : [];
  const trace = withRecentPoints(stored, recent).map(present);

  const live = deps.liveTable.aircraft.get(icao);
  const base = deps.identity.identify({
    icao,
    callsign: live && live.callsign !== '' ? live.callsign : (latest?.callsign ?? undefined),
    time: Math.floor(now),
  });
  const origin = base.forg;
  const destination = base.fdst;
  const forecast: FlightPath['forecastTrace']['path'] = [];
  if (live && destination && !Number.isNaN(live.lat)) {
    const speedKmh =
      Number.isNaN(live.groundSpeed) || live.groundSpeed < 50
        ? DEFAULT_SPEED_KMH
        : knotsToKmh(live.groundSpeed);
    const points = greatCirclePoints(
      live.lat,
      live.lon,
      destination.position.lat,
      destination.position.lng,
      FORECAST_STEP_KM,
    );
    for (const point of points) {
      forecast.push({
        lat: point.lat,
        lon: point.lon,
        flyOverTime: Math.round(now + (point.fromStartKm / speedKmh) * 3600),
      });
    }
    const last = forecast[forecast.length - 1];
    if (last) last.name = destination.IATA ?? destination.ICAO;
  }
  const full: FlightPath['fullForecastTrace']['path'] = [];
  if (origin && destination) {
    const std = base.time.STD;
    const sta = base.time.STA;
    const points = greatCirclePoints(
      origin.position.lat,
      origin.position.lng,
      destination.position.lat,
      destination.position.lng,
      FORECAST_STEP_KM,
    );
    const total = points[points.length - 1]?.fromStartKm ?? 0;
    for (const point of points) {
      // Scheduled times spread along the route in proportion to distance.
      const share = total === 0 ? 0 : point.fromStartKm / total;
      const flyOverTime = std !== null && sta !== null ? Math.round(std + (sta - std) * share) : 0;
      full.push({ lat: point.lat, lon: point.lon, flyOverTime });
    }
    const first = full[0];
    const last = full[full.length - 1];
    if (first) first.name = origin.IATA ?? origin.ICAO;
    if (last) last.name = destination.IATA ?? destination.ICAO;
  }
  return {
    trace: { path: trace },
    forecastTrace: { path: forecast },
    fullForecastTrace: { path: full },
  };
}

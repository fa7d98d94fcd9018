// How a simulated flight moves, one step at a time: taxi, take-off roll, climb, great-circle
// cruise, descent on a ~3:1 profile, holding, a 3° final approach, go-around, landing roll and
// taxi in. Speeds and rates are typical airline figures: taxi 15 kt, runway queue 1–8 min,
// 250 kt below 10,000 ft (ICAO/CAAC speed limit), the type's cruise TAS, standard-rate turns
// (3°/s, 1.5°/s at cruise), acceleration ~3 kt/s on the runway and deceleration ~4 kt/s after.
import { FINAL_APPROACH_NM, GEOMETRY, GLIDE_FT_PER_NM } from './airport.geometry';
import { LegEvent } from './events';
import { FlightFlag, type FlightTable } from './flight.table';
import { FlightPhase } from './flight.phase';
import { bearingDeg, destinationPoint, distanceNm, headingDifference } from './geo';
import { AIRCRAFT_TYPES, type AircraftType } from './world/aircraft-types';
import { AIRPORTS } from './world/airports';

const TAXI_KT = 15;
const HOLD_KT = 210;
const HOLD_LAP_SECONDS = 240;
/** Minutes after take-off when a return to the origin is decided. */
const RETURN_AFTER_SECONDS = 480;
/** A 7500/7600 episode: from 20 min after take-off, for 10 min. */
const EMERGENCY_FROM_SECONDS = 1_200;
const EMERGENCY_FOR_SECONDS = 600;
const point = new Float64Array(2);

/** Puts a new flight at its origin gate, ready to taxi. */
export function placeAtGate(
  table: FlightTable,
  slot: number,
  origin: number,
  queueSeconds: number,
): void {
  table.lat[slot] = GEOMETRY.gateLat[origin] ?? 0;
  table.lon[slot] = GEOMETRY.gateLon[origin] ?? 0;
  table.altitude[slot] = AIRPORTS[origin]?.elevationFt ?? 0;
  table.track[slot] = AIRPORTS[origin]?.runwayDeg ?? 0;
  table.wait[slot] = queueSeconds;
}

/** Advances one flight by `dt` seconds. */
export function stepFlight(table: FlightTable, slot: number, dt: number): void {
  const leg = table.legs[slot];
  if (leg === undefined) return;
  const type = AIRCRAFT_TYPES[leg.typeIndex] as AircraftType;
  const phase = table.phase[slot] ?? FlightPhase.Free;
  table.phaseTime[slot] = (table.phaseTime[slot] ?? 0) + dt;
  if (phase >= FlightPhase.Climb && phase <= FlightPhase.GoAround) {
    table.airborneTime[slot] = (table.airborneTime[slot] ?? 0) + dt;
  }
  const landing = table.landing[slot] ?? leg.destination;
  const field = AIRPORTS[landing]?.elevationFt ?? 0;
  const lat = table.lat[slot] ?? 0;
  const lon = table.lon[slot] ?? 0;
  let altitude = table.altitude[slot] ?? 0;
  let speed = table.groundSpeed[slot] ?? 0;
  let desiredTrack = table.track[slot] ?? 0;
  let turnRate = 3;
  let verticalRate = 0;
  let next: FlightPhase = phase as FlightPhase;

  switch (phase) {
    case FlightPhase.TaxiOut: {
      const runway = AIRPORTS[leg.origin]?.runwayDeg ?? 0;
      const toRunway = distanceNm(
        lat,
        lon,
        GEOMETRY.thresholdLat[leg.origin] ?? 0,
        GEOMETRY.thresholdLon[leg.origin] ?? 0,
      );
      if (toRunway > 0.02) {
        desiredTrack = bearingDeg(
          lat,
          lon,
          GEOMETRY.thresholdLat[leg.origin] ?? 0,
          GEOMETRY.thresholdLon[leg.origin] ?? 0,
        );
        speed = Math.min(TAXI_KT, (toRunway / dt) * 3600);
        turnRate = 30;
      } else {
        speed = 0;
        desiredTrack = runway;
        turnRate = 30;
        table.wait[slot] = (table.wait[slot] ?? 0) - dt;
        if ((table.wait[slot] ?? 0) <= 0) next = FlightPhase.TakeOff;
      }
      break;
    }
    case FlightPhase.TakeOff:
      desiredTrack = AIRPORTS[leg.origin]?.runwayDeg ?? 0;
      speed = Math.min(speed + 3 * dt, type.approachKt + 15);
      if (speed >= type.approachKt + 15) next = FlightPhase.Climb;
      break;
    case FlightPhase.Climb:
    case FlightPhase.Cruise:
    case FlightPhase.Descent: {
      triggerReroute(table, slot, phase);
      const target = table.landing[slot] ?? landing;
      const fafLat = GEOMETRY.fafLat[target] ?? 0;
      const fafLon = GEOMETRY.fafLon[target] ?? 0;
      const toFaf = distanceNm(lat, lon, fafLat, fafLon);
      const targetField = AIRPORTS[target]?.elevationFt ?? 0;
      const fafAltitude = targetField + FINAL_APPROACH_NM * GLIDE_FT_PER_NM;
      const aboveField = altitude - (AIRPORTS[leg.origin]?.elevationFt ?? 0);
      // Runway heading until 1,500 ft above the field, then direct (great circle) to the fix.
      desiredTrack =
        phase === FlightPhase.Climb && aboveField < 1_500
          ? desiredTrack
          : bearingDeg(lat, lon, fafLat, fafLon);
      turnRate = altitude > 25_000 ? 1.5 : 3;
      const cruise = Math.min(
        leg.cruiseFt,
        table.landing[slot] === leg.origin ? 12_000 : leg.cruiseFt,
      );
      const topOfDescent = ((altitude - fafAltitude) / 1000) * 3.2 + 5;
      if (
        phase !== FlightPhase.Descent &&
        toFaf <= topOfDescent &&
        (table.airborneTime[slot] ?? 0) > 120
      ) {
        next = FlightPhase.Descent;
      } else if (phase === FlightPhase.Climb) {
        verticalRate = type.climbFpm * Math.max(0.3, 1 - altitude / (cruise * 1.4));
        speed = approach(speed, altitude < 10_000 ? 250 : type.cruiseKt, 1.5 * dt);
        if (altitude + (verticalRate * dt) / 60 >= cruise) {
          verticalRate = ((cruise - altitude) * 60) / dt;
          next = FlightPhase.Cruise;
        }
      } else if (phase === FlightPhase.Cruise) {
        speed = approach(speed, type.cruiseKt, 1.5 * dt);
        squawkEpisode(table, slot);
      } else {
        // Descent: follow ~3.2 nm per 1,000 ft down to the fix, closing the gap within a minute.
        const profile = fafAltitude + (Math.max(0, toFaf - 2) / 3.2) * 1000;
        verticalRate = Math.max(-type.descentFpm * 1.3, Math.min(0, profile - altitude));
        const limit =
          altitude > targetField + 10_000 ? type.cruiseKt * 0.85 : toFaf > 15 ? 250 : 200;
        speed = approach(speed, limit, 1.5 * dt);
        if (hasFlag(table, slot, FlightFlag.HoldPending) && toFaf < 35) {
          clearFlag(table, slot, FlightFlag.HoldPending);
          table.wait[slot] = leg.holdLaps * HOLD_LAP_SECONDS;
          next = FlightPhase.Holding;
        } else if (toFaf < 1.5) {
          next = FlightPhase.Approach;
        }
      }
      break;
    }
    case FlightPhase.Holding:
      // A circle at standard rate (2 min per 360°), level: two per 4-minute racetrack lap.
      speed = approach(speed, HOLD_KT, 1.5 * dt);
      desiredTrack = (table.track[slot] ?? 0) + 3 * dt;
      table.wait[slot] = (table.wait[slot] ?? 0) - dt;
      if ((table.wait[slot] ?? 0) <= 0) next = FlightPhase.Descent;
      break;
    case FlightPhase.Approach: {
      const thresholdLat = GEOMETRY.thresholdLat[landing] ?? 0;
      const thresholdLon = GEOMETRY.thresholdLon[landing] ?? 0;
      const toThreshold = distanceNm(lat, lon, thresholdLat, thresholdLon);
      desiredTrack = bearingDeg(lat, lon, thresholdLat, thresholdLon);
      speed = approach(speed, type.approachKt, 1.5 * dt);
      const glide = field + toThreshold * GLIDE_FT_PER_NM;
      verticalRate = Math.max(-1_500, Math.min(0, ((glide - altitude) * 60) / Math.max(dt, 1)));
      if (hasFlag(table, slot, FlightFlag.GoAroundPending) && altitude < field + 250) {
        clearFlag(table, slot, FlightFlag.GoAroundPending);
        next = FlightPhase.GoAround;
      } else if (toThreshold < (speed * dt) / 3600 + 0.02) {
        altitude = field;
        verticalRate = 0;
        desiredTrack = AIRPORTS[landing]?.runwayDeg ?? desiredTrack;
        table.track[slot] = desiredTrack;
        next = FlightPhase.Landing;
      }
      break;
    }
    case FlightPhase.GoAround:
      // Missed approach: runway heading, climb to 3,000 ft above the field, then back to the fix.
      desiredTrack = AIRPORTS[landing]?.runwayDeg ?? desiredTrack;
      speed = approach(speed, 180, 2 * dt);
      verticalRate = 2_000;
      if (altitude >= field + 3_000) {
        verticalRate = 0;
        next = FlightPhase.Descent;
      }
      break;
    case FlightPhase.Landing:
      desiredTrack = AIRPORTS[landing]?.runwayDeg ?? desiredTrack;
      speed = Math.max(TAXI_KT, speed - 4 * dt);
      altitude = field;
      if (speed <= TAXI_KT) next = FlightPhase.TaxiIn;
      break;
    case FlightPhase.TaxiIn: {
      const toGate = distanceNm(
        lat,
        lon,
        GEOMETRY.gateLat[landing] ?? 0,
        GEOMETRY.gateLon[landing] ?? 0,
      );
      desiredTrack = bearingDeg(
        lat,
        lon,
        GEOMETRY.gateLat[landing] ?? 0,
        GEOMETRY.gateLon[landing] ?? 0,
      );
      turnRate = 30;
      speed = Math.min(TAXI_KT, (toGate / dt) * 3600);
      if (toGate < 0.02) next = FlightPhase.Done;
      break;
    }
    default:
      return;
  }

  const difference = headingDifference(table.track[slot] ?? 0, desiredTrack);
  const maxTurn = turnRate * dt;
  const track =
    ((table.track[slot] ?? 0) + Math.max(-maxTurn, Math.min(maxTurn, difference)) + 360) % 360;
  if (speed > 0) {
    destinationPoint(lat, lon, track, (speed * dt) / 3600, point);
    table.lat[slot] = point[0] ?? lat;
    table.lon[slot] = point[1] ?? lon;
  }
  if (phase >= FlightPhase.Climb && phase <= FlightPhase.GoAround)
    altitude += (verticalRate * dt) / 60;
  table.altitude[slot] = altitude;
  table.verticalRate[slot] = verticalRate;
  table.groundSpeed[slot] = speed;
  table.track[slot] = track;
  if (next !== phase) {
    table.phase[slot] = next;
    table.phaseTime[slot] = 0;
  }
}

function hasFlag(table: FlightTable, slot: number, flag: number): boolean {
  return ((table.flags[slot] ?? 0) & flag) !== 0;
}

function clearFlag(table: FlightTable, slot: number, flag: number): void {
  table.flags[slot] = (table.flags[slot] ?? 0) & ~flag;
}

function approach(value: number, target: number, step: number): number {
  return value < target ? Math.min(target, value + step) : Math.max(target, value - step);
}

/** Diversions switch to the alternate two-thirds of the way; returns 8 min after take-off. */
function triggerReroute(table: FlightTable, slot: number, phase: number): void {
  const leg = table.legs[slot];
  if (leg === undefined || hasFlag(table, slot, FlightFlag.Rerouted)) return;
  if (leg.event === LegEvent.Return && (table.airborneTime[slot] ?? 0) >= RETURN_AFTER_SECONDS) {
    table.landing[slot] = leg.origin;
  } else if (leg.event === LegEvent.Divert && phase !== FlightPhase.Climb) {
    const destination = AIRPORTS[leg.destination];
    const left = distanceNm(
      table.lat[slot] ?? 0,
      table.lon[slot] ?? 0,
      destination?.lat ?? 0,
      destination?.lon ?? 0,
    );
    if (left > leg.distanceNm / 3) return;
    table.landing[slot] = leg.alternate;
  } else {
    return;
  }
  table.flags[slot] = (table.flags[slot] ?? 0) | FlightFlag.Rerouted;
  if (leg.emergencySquawk === 0o7700) table.squawk[slot] = 0o7700;
}

/** 7500 and 7600 are squawked for a while in cruise, then the assigned code returns. */
function squawkEpisode(table: FlightTable, slot: number): void {
  const leg = table.legs[slot];
  if (leg === undefined || (leg.emergencySquawk !== 0o7500 && leg.emergencySquawk !== 0o7600))
    return;
  const airborne = table.airborneTime[slot] ?? 0;
  const active =
    airborne >= EMERGENCY_FROM_SECONDS && airborne < EMERGENCY_FROM_SECONDS + EMERGENCY_FOR_SECONDS;
  table.squawk[slot] = active ? leg.emergencySquawk : leg.squawk;
}

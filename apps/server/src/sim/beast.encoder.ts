// Turns what each receiver hears this tick into Beast frames, the way a real station's mix
// looks: per aircraft, a position (~2/s, even and odd alternating), a velocity (~2/s airborne),
// identification every ~5 s, altitude (DF4) and identity (DF5) replies to ground radars,
// operational status every ~10 s and aircraft status (TC 28) while squawking an emergency.
// Each message is encoded once into a scratch frame and copied to every receiver that hears it.
import { feetToMetres } from '@skytrace/contracts';
import {
  beastTimestampFromMs,
  encodeAircraftStatus,
  encodeAirbornePosition,
  encodeAltitudeReply,
  encodeGroundVelocity,
  encodeIdentification,
  encodeIdentityReply,
  encodeOperationalStatus,
  encodeSurfacePosition,
  writeBeastFrame,
  BEAST_MAX_FRAME_BYTES,
  type AirbornePosition,
  type AircraftStatus,
  type AltitudeReply,
  type GroundVelocity,
  type Identification,
  type IdentityReply,
  type OperationalStatus,
  type SurfacePosition,
} from '@skytrace/adsb';
import { groundDistanceKm, hearingRangeKm, receptionProbability, signalLevel } from './coverage';
import { isAirborne } from './flight.phase';
import type { FlightTable } from './flight.table';
import type { SeededRandom } from './random';
import type { ReceiverNetwork } from './receiver.network';
import { AIRCRAFT_TYPES } from './world/aircraft-types';
import { AIRPORTS } from './world/airports';

/** Aircraft beyond this many degrees of latitude from a receiver cannot be within ~450 km. */
const LATITUDE_WINDOW = 4.2;
const SQUAWK_TEXT = Array.from({ length: 4096 }, (_, code) => code.toString(8).padStart(4, '0'));

/** Counts of what one tick produced. */
export interface EmitStats {
  messages: number;
  heard: number;
}

export class BeastEncoder {
  private readonly frame = new Uint8Array(14);
  private readonly hearing: Int32Array;
  private readonly signal: Uint8Array;
  private hearingCount = 0;
  private readonly airborne: AirbornePosition = {
    icao: 0,
    lat: 0,
    lon: 0,
    altitudeFt: 0,
    odd: false,
  };
  private readonly surface: SurfacePosition = {
    icao: 0,
    lat: 0,
    lon: 0,
    odd: false,
    groundSpeedKt: 0,
    trackDeg: 0,
  };
  private readonly velocity: GroundVelocity = {
    icao: 0,
    groundSpeedKt: 0,
    trackDeg: 0,
    verticalRateFpm: 0,
  };
  private readonly identification: Identification = { icao: 0, callsign: '', category: 0 };
  private readonly altitudeReply: AltitudeReply = { icao: 0, altitudeFt: 0, flightStatus: 0 };
  private readonly identityReply: IdentityReply = { icao: 0, squawk: '0000', flightStatus: 0 };
  private readonly status: AircraftStatus = { icao: 0, squawk: '7700' };
  private readonly operational: OperationalStatus = { icao: 0, onGround: false };
  readonly stats: EmitStats = { messages: 0, heard: 0 };
  /** Told of every position sent to at least one receiver: the truth tests compare with. */
  onPosition:
    | ((icao: number, lat: number, lon: number, altitudeFt: number, squawk: number) => void)
    | undefined;

  constructor(
    private readonly network: ReceiverNetwork,
    private readonly random: SeededRandom,
  ) {
    this.hearing = new Int32Array(network.count);
    this.signal = new Uint8Array(network.count);
  }

  /**
   * Frames of flight `slot` at `timeMs` (simulated) for tick number `tick`, `stepMs` long; with
   * `bothParities`, even and odd positions both go out (steps too long to pair across).
   */
  emit(
    table: FlightTable,
    slot: number,
    tick: number,
    timeMs: number,
    stepMs: number,
    bothParities: boolean,
  ): void {
    const leg = table.legs[slot];
    if (leg === undefined) return;
    const phase = table.phase[slot] ?? 0;
    const inAir = isAirborne(phase);
    const lat = table.lat[slot] ?? 0;
    const lon = table.lon[slot] ?? 0;
    const altitude = table.altitude[slot] ?? 0;
    const fieldFt = AIRPORTS[table.landing[slot] ?? leg.destination]?.elevationFt ?? 0;
    // Height for the radio horizon: above the nearby field, and a 3 m antenna on the ground.
    const heightM = inAir ? Math.max(30, feetToMetres(altitude - fieldFt)) : 3;
    if (!this.findReceivers(lat, lon, heightM)) return;

    const icao = leg.icao;
    const beat = tick + slot;
    const squawk = table.squawk[slot] ?? 0;
    const emergency = squawk === 0o7500 || squawk === 0o7600 || squawk === 0o7700;
    if (inAir) {
      const a = this.airborne;
      a.icao = icao;
      a.lat = lat;
      a.lon = lon;
      a.altitudeFt = altitude;
      a.odd = (beat & 1) === 1;
      this.send(encodeAirbornePosition(this.frame, a), timeMs);
      if (bothParities) {
        a.odd = !a.odd;
        this.send(encodeAirbornePosition(this.frame, a), timeMs + 1);
      }
      const v = this.velocity;
      v.icao = icao;
      v.groundSpeedKt = table.groundSpeed[slot] ?? 0;
      v.trackDeg = table.track[slot] ?? 0;
      v.verticalRateFpm = table.verticalRate[slot] ?? 0;
      this.send(encodeGroundVelocity(this.frame, v), timeMs + stepMs * 0.25);
    } else {
      const s = this.surface;
      s.icao = icao;
      s.lat = lat;
      s.lon = lon;
      s.odd = (beat & 1) === 1;
      s.groundSpeedKt = table.groundSpeed[slot] ?? 0;
      s.trackDeg = table.track[slot] ?? 0;
      this.send(encodeSurfacePosition(this.frame, s), timeMs);
      if (bothParities) {
        s.odd = !s.odd;
        this.send(encodeSurfacePosition(this.frame, s), timeMs + 1);
      }
    }
    this.onPosition?.(icao, lat, lon, altitude, squawk);
    const flightStatus = (emergency ? 2 : 0) + (inAir ? 0 : 1);
    if (beat % 10 === 0) {
      const id = this.identification;
      id.icao = icao;
      id.callsign = leg.callsign;
      id.category = AIRCRAFT_TYPES[leg.typeIndex]?.category ?? 0;
      this.send(encodeIdentification(this.frame, id), timeMs + stepMs * 0.5);
    }
    if (inAir && beat % 3 === 0) {
      const r = this.altitudeReply;
      r.icao = icao;
      r.altitudeFt = altitude;
      r.flightStatus = flightStatus;
      this.send(encodeAltitudeReply(this.frame, r), timeMs + stepMs * 0.6);
    }
    if (beat % 5 === 2) {
      const r = this.identityReply;
      r.icao = icao;
      r.squawk = SQUAWK_TEXT[squawk] ?? '0000';
      r.flightStatus = flightStatus;
      this.send(encodeIdentityReply(this.frame, r), timeMs + stepMs * 0.7);
    }
    if (beat % 20 === 7) {
      this.operational.icao = icao;
      this.operational.onGround = !inAir;
      this.send(encodeOperationalStatus(this.frame, this.operational), timeMs + stepMs * 0.8);
    }
    if (emergency && beat % 10 === 5) {
      this.status.icao = icao;
      this.status.squawk = SQUAWK_TEXT[squawk] ?? '7700';
      this.send(encodeAircraftStatus(this.frame, this.status), timeMs + stepMs * 0.9);
    }
  }

  /** Fills `hearing` with the online receivers in range and line of sight; false if none. */
  private findReceivers(lat: number, lon: number, heightM: number): boolean {
    const network = this.network;
    let count = 0;
    for (let r = 0; r < network.count; r++) {
      if (network.online[r] === 0) continue;
      const receiverLat = network.lat[r] ?? 0;
      if (Math.abs(receiverLat - lat) > LATITUDE_WINDOW) continue;
      const distance = groundDistanceKm(
        receiverLat,
        network.lon[r] ?? 0,
        lat,
        lon,
        network.cosLat[r] ?? 1,
      );
      const range = hearingRangeKm(network.antennaM[r] ?? 10, network.rangeKm[r] ?? 300, heightM);
      if (distance >= range) continue;
      if (!this.random.chance(receptionProbability(distance / range))) continue;
      this.hearing[count] = r;
      this.signal[count] = signalLevel(distance, this.random.next());
      count++;
    }
    this.hearingCount = count;
    if (count > 0) this.stats.heard++;
    return count > 0;
  }

  private send(length: number, timeMs: number): void {
    const network = this.network;
    for (let h = 0; h < this.hearingCount; h++) {
      const r = this.hearing[h] ?? 0;
      const buffer = network.reserve(r, BEAST_MAX_FRAME_BYTES);
      const timestamp = beastTimestampFromMs(timeMs + (network.clockOffsetMs[r] ?? 0));
      network.lengths[r] = writeBeastFrame(
        buffer,
        network.lengths[r] ?? 0,
        this.frame,
        length,
        timestamp,
        this.signal[h] ?? 1,
      );
      network.frames[r] = (network.frames[r] ?? 0) + 1;
      this.stats.messages++;
    }
  }
}

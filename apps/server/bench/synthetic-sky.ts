// Synthetic traffic for the ingest benchmark: aircraft flying straight at realistic speeds and
// levels, each heard by one of the feeders, encoded with @skytrace/adsb as Beast frames in the
// mix a receiver sees (positions, velocities, altitude replies, identification, squawks).
import { METRES_PER_SECOND_PER_KNOT, METRES_PER_DEGREE } from '@skytrace/contracts';
import {
  beastTimestampFromMs,
  encodeAirbornePosition,
  encodeAltitudeReply,
  encodeGroundVelocity,
  encodeIdentification,
  encodeIdentityReply,
  writeBeastFrame,
  writeBeastUuidFrame,
} from '@skytrace/adsb';
import type net from 'node:net';
import { seededRandom } from '../src/testing/seeded-random';

/** The frame sent at each step of an aircraft's cycle. */
const CYCLE = [
  'even',
  'velocity',
  'odd',
  'altitude',
  'even',
  'velocity',
  'odd',
  'altitude',
  'ident',
  'squawk',
] as const;

export interface FeederBatch {
  bytes: Uint8Array;
  frames: number;
}

export class SyntheticSky {
  private readonly icao: Uint32Array;
  private readonly lat0: Float64Array;
  private readonly lon0: Float64Array;
  private readonly track: Float64Array;
  private readonly speedKt: Float64Array;
  private readonly altitude: Float64Array;
  private readonly phase: Uint8Array;
  private readonly callsigns: string[];
  private readonly squawks: string[];
  private readonly buffers: Uint8Array[];
  private readonly lengths: Uint32Array;
  private readonly counts: Uint32Array;
  private readonly frame = new Uint8Array(14);
  private cursor = 0;
  private totalBytes = 0;
  private totalFrames = 0;

  constructor(
    private readonly aircraft: number,
    private readonly feeders: number,
    seed: number,
  ) {
    const random = seededRandom(seed);
    this.icao = new Uint32Array(aircraft);
    this.lat0 = new Float64Array(aircraft);
    this.lon0 = new Float64Array(aircraft);
    this.track = new Float64Array(aircraft);
    this.speedKt = new Float64Array(aircraft);
    this.altitude = new Float64Array(aircraft);
    this.phase = new Uint8Array(aircraft);
    this.callsigns = [];
    this.squawks = [];
    const airlines = ['CES', 'CSN', 'CCA', 'CHH', 'CXA', 'CSZ', 'CQH', 'CDG'];
    for (let i = 0; i < aircraft; i++) {
      this.icao[i] = 0x780000 + i;
      // Spread over China's airspace: 20–45 N, 98–125 E.
      this.lat0[i] = 20 + random() * 25;
      this.lon0[i] = 98 + random() * 27;
      this.track[i] = random() * 360;
      this.speedKt[i] = 250 + random() * 250;
      this.altitude[i] = Math.round((8000 + random() * 31000) / 25) * 25;
      this.phase[i] = Math.floor(random() * CYCLE.length);
      this.callsigns.push(`${airlines[i % airlines.length] ?? 'CES'}${1000 + (i % 9000)}`);
      this.squawks.push(String(1000 + (i % 6777)).replace(/[89]/g, '0'));
    }
    this.buffers = Array.from({ length: feeders }, () => new Uint8Array(64 * 1024));
    this.lengths = new Uint32Array(feeders);
    this.counts = new Uint32Array(feeders);
  }

  /** Aircraft `i`'s straight flight: where it was at second 0, its track (°) and speed (kt). */
  flight(i: number): { icao: number; lat0: number; lon0: number; track: number; speedKt: number } {
    return {
      icao: this.icao[i] ?? 0,
      lat0: this.lat0[i] ?? 0,
      lon0: this.lon0[i] ?? 0,
      track: this.track[i] ?? 0,
      speedKt: this.speedKt[i] ?? 0,
    };
  }

  /** Sends each feeder's UUID frame first, as readsb does with `uuid=`. */
  announce(sockets: net.Socket[]): void {
    sockets.forEach((socket, i) => {
      const out = new Uint8Array(64);
      const end = writeBeastUuidFrame(
        out,
        0,
        `bench${String(i).padStart(11, '0')}`.padEnd(32, 'a'),
      );
      socket.write(out.slice(0, end));
    });
  }

  /** Average bytes of one Beast frame sent so far (for the byte-counting peer). */
  averageFrameBytes(): number {
    return this.totalFrames === 0 ? 20 : this.totalBytes / this.totalFrames;
  }

  /** The next `count` frames, round-robin over the aircraft, at `seconds` into the run. */
  frames(count: number, seconds: number): FeederBatch[] {
    this.lengths.fill(0);
    this.counts.fill(0);
    const timestamp = beastTimestampFromMs(seconds * 1000);
    for (let n = 0; n < count; n++) {
      const i = this.cursor;
      this.cursor = (this.cursor + 1) % this.aircraft;
      const feeder = i % this.feeders;
      const length = this.encode(i, seconds);
      let buffer = this.buffers[feeder] ?? new Uint8Array(0);
      let offset = this.lengths[feeder] ?? 0;
      if (offset + 64 > buffer.length) {
        const grown = new Uint8Array(buffer.length * 2);
        grown.set(buffer.subarray(0, offset));
        this.buffers[feeder] = grown;
        buffer = grown;
      }
      offset = writeBeastFrame(buffer, offset, this.frame, length, timestamp, 120 + (i % 100));
      this.lengths[feeder] = offset;
      this.counts[feeder] = (this.counts[feeder] ?? 0) + 1;
    }
    const batches: FeederBatch[] = [];
    for (let f = 0; f < this.feeders; f++) {
      const length = this.lengths[f] ?? 0;
      // Copied: the socket keeps a reference to what it has not sent yet.
      batches.push({
        bytes: (this.buffers[f] ?? new Uint8Array(0)).slice(0, length),
        frames: this.counts[f] ?? 0,
      });
      this.totalBytes += length;
      this.totalFrames += this.counts[f] ?? 0;
    }
    return batches;
  }

  private encode(i: number, seconds: number): number {
    const phase = this.phase[i] ?? 0;
    this.phase[i] = (phase + 1) % CYCLE.length;
    const icao = this.icao[i] ?? 0;
    const kind = CYCLE[phase];
    const track = this.track[i] ?? 0;
    const speed = this.speedKt[i] ?? 0;
    const altitudeFt = this.altitude[i] ?? 0;
    if (kind === 'even' || kind === 'odd') {
      const distance = speed * METRES_PER_SECOND_PER_KNOT * seconds;
      const radians = (track * Math.PI) / 180;
      const lat = (this.lat0[i] ?? 0) + (distance * Math.cos(radians)) / METRES_PER_DEGREE;
      const lon =
        (this.lon0[i] ?? 0) +
        (distance * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
      return encodeAirbornePosition(this.frame, {
        icao,
        lat,
        lon,
        altitudeFt,
        odd: kind === 'odd',
      });
    }
    if (kind === 'velocity') {
      return encodeGroundVelocity(this.frame, {
        icao,
        groundSpeedKt: speed,
        trackDeg: track,
        verticalRateFpm: 0,
      });
    }
    if (kind === 'altitude') return encodeAltitudeReply(this.frame, { icao, altitudeFt });
    if (kind === 'ident') {
      return encodeIdentification(this.frame, {
        icao,
        callsign: this.callsigns[i] ?? '',
        category: 3,
      });
    }
    return encodeIdentityReply(this.frame, { icao, squawk: this.squawks[i] ?? '1000' });
  }
}

// The stored form of a run of trace points (one `trace_chunks.payload`).
//
// Points are quantised (trace.point.ts), then written column by column as varints so that
// similar bytes sit together for deflate:
//   time      first value absolute (deciseconds since epoch), then deltas
//   lat, lon  first value absolute, then the residual from a straight-line prediction through
//             the two previous points (scaled by their time spacing): in straight flight the
//             residual is a few metres, one byte
//   altitude  residual from the previous altitude extrapolated with the previous vertical rate
//   speed, track (wrapped to ±180°), vertical rate: delta from the previous known value
//   onGround  run lengths, starting with an airborne run
//   squawk    (format 3 and 4 only) runs of (length, code + 1 or 0 for unknown): a squawk costs
//             bytes only where it changes, about 3 per chunk when it stays the same
// Nullable columns write 0 for null and zigzag(residual) + 1 otherwise.
// The body is deflated (node:zlib, raw) when that makes it smaller. Byte 0 says which and whether
// the squawk column is there: 1 raw, 2 deflated (the first format, still in stored chunks, read
// with unknown squawks), 3 raw with squawks, 4 deflated with squawks. A chunk without any known
// squawk is still written as 1 or 2: the column would only say "unknown".
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  ALTITUDE_STEP_FT,
  LATLON_PER_DEGREE,
  TIME_STEP_MS,
  TRACK_STEPS_PER_DEGREE,
  VERTICAL_RATE_STEP_FPM,
  isNull12,
  isNull16,
  quantiseAltitude,
  quantiseLatLon,
  quantiseSpeed,
  quantiseSquawk,
  quantiseTime,
  quantiseTrack,
  quantiseVerticalRate,
  squawkOfCode,
  type TracePoint,
} from './trace.point';
import { VarintReader, VarintWriter } from './trace.varint';

const FORMAT_RAW = 1;
const FORMAT_DEFLATED = 2;
/** Added to the format byte when the body ends with the squawk column. */
const FORMAT_WITH_SQUAWKS = 2;
// Chunks are a few hundred bytes: a 1 KiB window and the smallest state compress them as well
// as the defaults (measured) and make each call ~3× cheaper, since zlib's set-up dominates.
const DEFLATE_OPTIONS = { level: 9, windowBits: 10, memLevel: 2 };
/** Far above any real chunk (65,536 points × 30 B); stops a corrupt payload inflating on. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Where a straight line through (t0, v0) and (t1, v1) is at time t2 (rounded to a step). */
function extrapolate(t0: number, v0: number, t1: number, v1: number, t2: number): number {
  return t1 === t0 ? v1 : v1 + Math.round(((v1 - v0) * (t2 - t1)) / (t1 - t0));
}

/** Altitude steps after `deciseconds` at `rateSteps` (64 ft/min) from `altitudeSteps` (25 ft). */
function climb(altitudeSteps: number, rateSteps: number | null, deciseconds: number): number {
  if (rateSteps === null) return altitudeSteps;
  const feet = (rateSteps * VERTICAL_RATE_STEP_FPM * deciseconds) / 600;
  return altitudeSteps + Math.round(feet / ALTITUDE_STEP_FT);
}

/** 0.1° track difference wrapped to −1800…1799. */
function trackDelta(from: number, to: number): number {
  const delta = (to - from) % 3600;
  return delta >= 1800 ? delta - 3600 : delta < -1800 ? delta + 3600 : delta;
}

/** Encodes points (in time order) into a chunk payload. */
export function encodeTraceChunk(points: readonly TracePoint[]): Uint8Array {
  const count = points.length;
  const times = points.map((point) => quantiseTime(point.time));
  const lats = points.map((point) => quantiseLatLon(point.lat));
  const lons = points.map((point) => quantiseLatLon(point.lon));
  const writer = new VarintWriter();
  writer.unsigned(count);

  for (let i = 0; i < count; i++) {
    const time = times[i] ?? 0;
    writer.signed(i === 0 ? time : time - (times[i - 1] ?? 0));
  }
  for (const column of [lats, lons]) {
    for (let i = 0; i < count; i++) {
      const value = column[i] ?? 0;
      if (i === 0) writer.signed(value);
      else if (i === 1) writer.signed(value - (column[0] ?? 0));
      else {
        const t0 = times[i - 2] ?? 0;
        const t1 = times[i - 1] ?? 0;
        const predicted = extrapolate(
          t0,
          column[i - 2] ?? 0,
          t1,
          column[i - 1] ?? 0,
          times[i] ?? 0,
        );
        writer.signed(value - predicted);
      }
    }
  }

  let altitude: number | null = null;
  let altitudeTime = 0;
  let rate: number | null = null;
  for (let i = 0; i < count; i++) {
    const point = points[i];
    const value = point ? quantiseAltitude(point.altitude) : 0;
    const time = times[i] ?? 0;
    if (isNull16(value)) writer.nullable(null);
    else {
      writer.nullable(
        altitude === null ? value : value - climb(altitude, rate, time - altitudeTime),
      );
      altitude = value;
      altitudeTime = time;
    }
    const pointRate = point ? quantiseVerticalRate(point.verticalRate) : 0;
    if (!isNull16(pointRate)) rate = pointRate;
  }

  writeDeltas(writer, points, (point) => quantiseSpeed(point.groundSpeed), isNull12, minus);
  writeDeltas(writer, points, (point) => quantiseTrack(point.track), isNull12, trackDelta);
  writeDeltas(writer, points, (point) => quantiseVerticalRate(point.verticalRate), isNull16, minus);

  const runLengths: number[] = [];
  let state = false;
  let run = 0;
  for (const point of points) {
    if (point.onGround !== state) {
      runLengths.push(run);
      state = point.onGround;
      run = 0;
    }
    run++;
  }
  runLengths.push(run);
  writer.unsigned(runLengths.length);
  for (const length of runLengths) writer.unsigned(length);

  const squawks = points.map((point) => quantiseSquawk(point.squawk));
  const withSquawks = squawks.some((code) => code >= 0);
  if (withSquawks) writeSquawkRuns(writer, squawks);

  const body = writer.result();
  const deflated = deflateRawSync(body, DEFLATE_OPTIONS);
  const payload = new Uint8Array(1 + Math.min(body.length, deflated.length));
  const squawkFlag = withSquawks ? FORMAT_WITH_SQUAWKS : 0;
  if (deflated.length < body.length) {
    payload[0] = FORMAT_DEFLATED + squawkFlag;
    payload.set(deflated, 1);
  } else {
    payload[0] = FORMAT_RAW + squawkFlag;
    payload.set(body, 1);
  }
  return payload;
}

/** Runs of equal squawk codes (-1 unknown): run count, then (length, code + 1) per run. */
function writeSquawkRuns(writer: VarintWriter, codes: readonly number[]): void {
  const runs: [length: number, code: number][] = [];
  for (const code of codes) {
    const last = runs[runs.length - 1];
    if (last && last[1] === code) last[0]++;
    else runs.push([1, code]);
  }
  writer.unsigned(runs.length);
  for (const [length, code] of runs) {
    writer.unsigned(length);
    writer.unsigned(code + 1);
  }
}

function readSquawkRuns(reader: VarintReader, count: number): (number | null)[] {
  const squawks: (number | null)[] = [];
  const runs = reader.unsigned();
  for (let r = 0; r < runs; r++) {
    const length = reader.unsigned();
    const code = reader.unsigned() - 1;
    if (squawks.length + length > count || code > 0o7777) {
      throw new Error('trace chunk corrupt: squawk runs');
    }
    const squawk = squawkOfCode(code);
    for (let j = 0; j < length; j++) squawks.push(squawk);
  }
  return squawks;
}

const minus = (from: number, to: number): number => to - from;

function writeDeltas(
  writer: VarintWriter,
  points: readonly TracePoint[],
  quantise: (point: TracePoint) => number,
  isNull: (value: number) => boolean,
  delta: (from: number, to: number) => number,
): void {
  let previous: number | null = null;
  for (const point of points) {
    const value = quantise(point);
    if (isNull(value)) writer.nullable(null);
    else {
      writer.nullable(previous === null ? value : delta(previous, value));
      previous = value;
    }
  }
}

function readDeltas(reader: VarintReader, count: number, wrap: boolean): (number | null)[] {
  const values: (number | null)[] = [];
  let previous: number | null = null;
  for (let i = 0; i < count; i++) {
    const residual = reader.nullable();
    if (residual === null) values.push(null);
    else {
      let value: number = previous === null ? residual : previous + residual;
      if (wrap) value = ((value % 3600) + 3600) % 3600;
      values.push(value);
      previous = value;
    }
  }
  return values;
}

/** Decodes a chunk payload back to its points, in the order they were encoded. */
export function decodeTraceChunk(payload: Uint8Array): TracePoint[] {
  const format = payload[0] ?? 0;
  const rest = payload.subarray(1);
  if (format < FORMAT_RAW || format > FORMAT_DEFLATED + FORMAT_WITH_SQUAWKS) {
    throw new Error(`unknown trace chunk format ${String(format)}`);
  }
  const withSquawks = format > FORMAT_DEFLATED;
  const deflated = format - (withSquawks ? FORMAT_WITH_SQUAWKS : 0) === FORMAT_DEFLATED;
  const body = deflated ? inflateRawSync(rest, { maxOutputLength: MAX_BODY_BYTES }) : rest;
  const reader = new VarintReader(body);
  const count = reader.unsigned();
  // Every point takes at least one byte in each column: a larger count is a corrupt payload
  // (checked so that one bad row cannot make the reader allocate without bound).
  if (count > body.length) throw new Error('trace chunk corrupt: point count exceeds its size');

  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(reader.signed() + (i === 0 ? 0 : (times[i - 1] ?? 0)));
  const columns: number[][] = [[], []];
  for (const column of columns) {
    for (let i = 0; i < count; i++) {
      const residual = reader.signed();
      if (i === 0) column.push(residual);
      else if (i === 1) column.push(residual + (column[0] ?? 0));
      else {
        const t0 = times[i - 2] ?? 0;
        const t1 = times[i - 1] ?? 0;
        const predicted = extrapolate(
          t0,
          column[i - 2] ?? 0,
          t1,
          column[i - 1] ?? 0,
          times[i] ?? 0,
        );
        column.push(residual + predicted);
      }
    }
  }
  const altitudeResiduals: (number | null)[] = [];
  for (let i = 0; i < count; i++) altitudeResiduals.push(reader.nullable());
  const speeds = readDeltas(reader, count, false);
  const tracks = readDeltas(reader, count, true);
  const rates = readDeltas(reader, count, false);
  const grounds: boolean[] = [];
  const runs = reader.unsigned();
  for (let r = 0; r < runs; r++) {
    const length = reader.unsigned();
    if (grounds.length + length > count) throw new Error('trace chunk corrupt: ground runs');
    for (let j = 0; j < length; j++) grounds.push(r % 2 === 1);
  }
  const squawks = withSquawks ? readSquawkRuns(reader, count) : [];

  const points: TracePoint[] = [];
  let altitude: number | null = null;
  let altitudeTime = 0;
  let rate: number | null = null;
  for (let i = 0; i < count; i++) {
    const time = times[i] ?? 0;
    const residual = altitudeResiduals[i] ?? null;
    let pointAltitude: number | null = null;
    if (residual !== null) {
      pointAltitude =
        altitude === null ? residual : residual + climb(altitude, rate, time - altitudeTime);
      altitude = pointAltitude;
      altitudeTime = time;
    }
    const pointRate = rates[i] ?? null;
    if (pointRate !== null) rate = pointRate;
    const speed = speeds[i] ?? null;
    const track = tracks[i] ?? null;
    points.push({
      time: time * TIME_STEP_MS,
      lat: (columns[0]?.[i] ?? 0) / LATLON_PER_DEGREE,
      lon: (columns[1]?.[i] ?? 0) / LATLON_PER_DEGREE,
      altitude: pointAltitude === null ? null : pointAltitude * ALTITUDE_STEP_FT,
      groundSpeed: speed,
      track: track === null ? null : track / TRACK_STEPS_PER_DEGREE,
      verticalRate: pointRate === null ? null : pointRate * VERTICAL_RATE_STEP_FPM,
      onGround: grounds[i] ?? false,
      squawk: squawks[i] ?? null,
    });
  }
  return points;
}

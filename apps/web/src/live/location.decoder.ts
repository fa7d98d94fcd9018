// Decoding of the realtime socket's protobuf payloads (spec §7; schema in
// packages/contracts/proto/location.proto and flight.proto). A small hand-written reader instead
// of protobufjs: protobufjs compiles its decoders with `new Function`, which the site's Content
// Security Policy (script-src 'self') forbids, and these two messages are flat columns of
// varints. aircraft.store.test.ts encodes with protobufjs from the real .proto files, so any
// drift between this reader and the schema fails the tests.

import type { FlightIdentityRow, LocationBatchColumns } from '@skytrace/contracts';

/** The columns of a `skytrace.live.LocationBatch` (shape shared with the server's encoder). */
export type LocationBatch = LocationBatchColumns;

/** One `skytrace.live.FlightIdentity`. */
export type FlightIdentity = FlightIdentityRow;

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH = 2;
const WIRE_FIXED32 = 5;

const utf8 = new TextDecoder();

class Reader {
  position = 0;
  constructor(
    readonly bytes: Uint8Array,
    readonly end = bytes.length,
  ) {}

  /** An unsigned varint up to 2^53 (arithmetic, not bit operations, past 31 bits). */
  varint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      if (this.position >= this.end) throw new RangeError('protobuf: truncated varint');
      const byte = this.bytes[this.position++] ?? 0;
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 128;
    }
  }

  /** A zigzag-encoded sint32. */
  svarint(): number {
    const value = this.varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }

  length(): number {
    const length = this.varint();
    if (this.position + length > this.end) throw new RangeError('protobuf: truncated field');
    return length;
  }

  string(): string {
    const length = this.length();
    const text = utf8.decode(this.bytes.subarray(this.position, this.position + length));
    this.position += length;
    return text;
  }

  skip(wireType: number): void {
    if (wireType === WIRE_VARINT) this.varint();
    else if (wireType === WIRE_FIXED64) this.position += 8;
    else if (wireType === WIRE_LENGTH) {
      // Read the length first: `position += length()` would add to the position before it.
      const length = this.length();
      this.position += length;
    } else if (wireType === WIRE_FIXED32) this.position += 4;
    else throw new RangeError(`protobuf: unsupported wire type ${wireType}`);
  }
}

/** Column numbers of `LocationBatch` in location.proto, in field order 5..14. */
const COLUMN_FIELDS = [
  'icaoDelta',
  'lat',
  'lon',
  'alt',
  'spd',
  'ang',
  'vspd',
  'age',
  'flags',
  'removed',
] as const;
type ColumnName = (typeof COLUMN_FIELDS)[number];
const FIRST_COLUMN_FIELD = 5;
/** Zigzag (sint32) columns: alt (8) and vspd (11). */
const SIGNED_COLUMNS: ReadonlySet<ColumnName> = new Set(['alt', 'vspd']);

/**
 * A decoded LocationBatch whose columns are views of reusable typed arrays: row i of every column
 * is one aircraft. Valid until the next `decode` of the same decoder.
 */
export type DecodedLocationBatch = Omit<LocationBatch, ColumnName> &
  Record<ColumnName, Float64Array>;

/**
 * Decodes LocationBatches into typed columns it keeps and grows, so a steady stream of batches
 * allocates only the column views (spec §7 sends one a second with up to every aircraft in view).
 * Columns are Float64Array: every varint up to 2^53 is exact, and reading them is as fast as Int32.
 */
export class LocationBatchDecoder {
  private readonly columns = COLUMN_FIELDS.map(() => new Float64Array(1024));
  private readonly lengths = new Int32Array(COLUMN_FIELDS.length);

  decode(bytes: Uint8Array): DecodedLocationBatch {
    this.lengths.fill(0);
    let time = 0;
    let full = false;
    let originLat = 0;
    let originLon = 0;
    const reader = new Reader(bytes);
    while (reader.position < reader.end) {
      const tag = reader.varint();
      const field = Math.floor(tag / 8);
      const wireType = tag % 8;
      const column = field - FIRST_COLUMN_FIELD;
      if (field === 1) time = reader.varint();
      else if (field === 2) full = reader.varint() !== 0;
      else if (field === 3) originLat = reader.svarint();
      else if (field === 4) originLon = reader.svarint();
      else if (column >= 0 && column < COLUMN_FIELDS.length)
        this.readColumn(reader, wireType, column);
      else reader.skip(wireType);
    }
    const view = (column: number) =>
      (this.columns[column] as Float64Array).subarray(0, this.lengths[column]);
    return {
      time,
      full,
      originLat,
      originLon,
      icaoDelta: view(0),
      lat: view(1),
      lon: view(2),
      alt: view(3),
      spd: view(4),
      ang: view(5),
      vspd: view(6),
      age: view(7),
      flags: view(8),
      removed: view(9),
    };
  }

  /** A repeated scalar: packed (one length-delimited run) or one value per tag. */
  private readColumn(reader: Reader, wireType: number, column: number): void {
    const signed = SIGNED_COLUMNS.has(COLUMN_FIELDS[column] as ColumnName);
    const length = this.lengths[column] ?? 0;
    if (wireType !== WIRE_LENGTH) {
      const into = this.reserve(column, length + 1);
      into[length] = signed ? reader.svarint() : reader.varint();
      this.lengths[column] = length + 1;
      return;
    }
    const bytesLength = reader.length();
    const end = reader.position + bytesLength;
    // A run of n bytes holds at most n varints.
    const into = this.reserve(column, length + bytesLength);
    this.lengths[column] = readPackedVarints(
      reader.bytes,
      reader.position,
      end,
      into,
      length,
      signed,
    );
    reader.position = end;
  }

  private reserve(column: number, capacity: number): Float64Array {
    const current = this.columns[column] as Float64Array;
    if (current.length >= capacity) return current;
    const grown = new Float64Array(Math.max(capacity, current.length * 2));
    grown.set(current);
    this.columns[column] = grown;
    return grown;
  }
}

/**
 * Reads the varints of `bytes[start..end)` into `into` from `offset`; returns the new length.
 * The hot loop of the decoder, kept free of calls: one byte per value is the common case.
 */
function readPackedVarints(
  bytes: Uint8Array,
  start: number,
  end: number,
  into: Float64Array,
  offset: number,
  signed: boolean,
): number {
  let position = start;
  let count = offset;
  while (position < end) {
    let byte = bytes[position++] ?? 0;
    let value = byte & 0x7f;
    let scale = 128;
    while (byte >= 0x80) {
      if (position >= end) throw new RangeError('protobuf: truncated varint');
      byte = bytes[position++] ?? 0;
      value += (byte & 0x7f) * scale;
      scale *= 128;
    }
    into[count++] = signed ? (value % 2 === 0 ? value / 2 : -(value + 1) / 2) : value;
  }
  return count;
}

/** Decodes a LocationBatch into plain arrays; absent fields take the proto3 defaults (0, false, []). */
export function decodeLocationBatch(bytes: Uint8Array): LocationBatch {
  const batch = new LocationBatchDecoder().decode(bytes);
  return {
    ...batch,
    icaoDelta: [...batch.icaoDelta],
    lat: [...batch.lat],
    lon: [...batch.lon],
    alt: [...batch.alt],
    spd: [...batch.spd],
    ang: [...batch.ang],
    vspd: [...batch.vspd],
    age: [...batch.age],
    flags: [...batch.flags],
    removed: [...batch.removed],
  };
}

const IDENTITY_STRINGS = [
  null,
  null,
  'callsign',
  'fnum',
  'anum',
  'aircraftType',
  'org',
  'dst',
  null,
  'squawk',
  'fattr',
  'category',
  'fservice',
] as const;

function decodeIdentity(reader: Reader, end: number): FlightIdentity {
  const identity: FlightIdentity = {
    icao: 0,
    callsign: '',
    fnum: '',
    anum: '',
    aircraftType: '',
    org: '',
    dst: '',
    scheduledDeptime: 0,
    squawk: '',
    fattr: '',
    category: '',
    fservice: '',
  };
  while (reader.position < end) {
    const tag = reader.varint();
    const field = Math.floor(tag / 8);
    const wireType = tag % 8;
    const stringField = IDENTITY_STRINGS[field] ?? null;
    if (field === 1 && wireType === WIRE_VARINT) identity.icao = reader.varint();
    else if (field === 8 && wireType === WIRE_VARINT) identity.scheduledDeptime = reader.varint();
    else if (stringField !== null && wireType === WIRE_LENGTH)
      identity[stringField] = reader.string();
    else reader.skip(wireType);
  }
  return identity;
}

/** Decodes an IdentityBatch into its FlightIdentity rows. */
export function decodeIdentityBatch(bytes: Uint8Array): FlightIdentity[] {
  const flights: FlightIdentity[] = [];
  const reader = new Reader(bytes);
  while (reader.position < reader.end) {
    const tag = reader.varint();
    const wireType = tag % 8;
    if (Math.floor(tag / 8) === 1 && wireType === WIRE_LENGTH) {
      const length = reader.length();
      const end = reader.position + length;
      flights.push(decodeIdentity(reader, end));
      reader.position = end;
    } else {
      reader.skip(wireType);
    }
  }
  return flights;
}

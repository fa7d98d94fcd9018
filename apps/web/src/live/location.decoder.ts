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

  /** A repeated scalar: packed (one length-delimited run) or one value per tag. */
  repeated(wireType: number, into: number[], signed: boolean): void {
    if (wireType !== WIRE_LENGTH) {
      into.push(signed ? this.svarint() : this.varint());
      return;
    }
    const length = this.length();
    const end = this.position + length;
    while (this.position < end) into.push(signed ? this.svarint() : this.varint());
  }
}

/** Decodes a LocationBatch; absent fields take the proto3 defaults (0, false, []). */
export function decodeLocationBatch(bytes: Uint8Array): LocationBatch {
  const batch: LocationBatch = {
    time: 0,
    full: false,
    originLat: 0,
    originLon: 0,
    icaoDelta: [],
    lat: [],
    lon: [],
    alt: [],
    spd: [],
    ang: [],
    vspd: [],
    age: [],
    flags: [],
    removed: [],
  };
  const reader = new Reader(bytes);
  while (reader.position < reader.end) {
    const tag = reader.varint();
    const field = Math.floor(tag / 8);
    const wireType = tag % 8;
    switch (field) {
      case 1:
        batch.time = reader.varint();
        break;
      case 2:
        batch.full = reader.varint() !== 0;
        break;
      case 3:
        batch.originLat = reader.svarint();
        break;
      case 4:
        batch.originLon = reader.svarint();
        break;
      case 5:
        reader.repeated(wireType, batch.icaoDelta, false);
        break;
      case 6:
        reader.repeated(wireType, batch.lat, false);
        break;
      case 7:
        reader.repeated(wireType, batch.lon, false);
        break;
      case 8:
        reader.repeated(wireType, batch.alt, true);
        break;
      case 9:
        reader.repeated(wireType, batch.spd, false);
        break;
      case 10:
        reader.repeated(wireType, batch.ang, false);
        break;
      case 11:
        reader.repeated(wireType, batch.vspd, true);
        break;
      case 12:
        reader.repeated(wireType, batch.age, false);
        break;
      case 13:
        reader.repeated(wireType, batch.flags, false);
        break;
      case 14:
        reader.repeated(wireType, batch.removed, false);
        break;
      default:
        reader.skip(wireType);
    }
  }
  return batch;
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

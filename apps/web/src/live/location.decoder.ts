import protobuf from 'protobufjs';

// Decoding of the realtime socket's protobuf payloads (spec §7: "binary payloads decoded with two
// schema files from static paths"). The .proto text comes from the server's /proto/ folder at run
// time, so web and server always share one schema.

/** The columns of a `skytrace.live.LocationBatch` (packages/contracts/proto/location.proto). */
export interface LocationBatch {
  time: number;
  full: boolean;
  originLat: number;
  originLon: number;
  icaoDelta: readonly number[];
  lat: readonly number[];
  lon: readonly number[];
  alt: readonly number[];
  spd: readonly number[];
  ang: readonly number[];
  vspd: readonly number[];
  age: readonly number[];
  flags: readonly number[];
  removed: readonly number[];
}

/** One `skytrace.live.FlightIdentity` (packages/contracts/proto/flight.proto). */
export interface FlightIdentity {
  icao: number;
  callsign: string;
  fnum: string;
  anum: string;
  aircraftType: string;
  org: string;
  dst: string;
  scheduledDeptime: number;
  squawk: string;
  fattr: string;
  category: string;
}

export interface RealtimeDecoder {
  decodeLocation(bytes: Uint8Array): LocationBatch;
  decodeIdentities(bytes: Uint8Array): FlightIdentity[];
}

/** Builds a decoder from the text of location.proto and flight.proto. */
export function createRealtimeDecoder(protoTexts: readonly string[]): RealtimeDecoder {
  const root = new protobuf.Root();
  for (const text of protoTexts) protobuf.parse(text, root, { keepCase: false });
  const locationType = root.lookupType('skytrace.live.LocationBatch');
  const identityType = root.lookupType('skytrace.live.IdentityBatch');
  return {
    // The decoded message already has camelCase fields, with empty arrays and zeros as defaults
    // on its prototype, so no toObject copy is needed.
    decodeLocation: (bytes) => locationType.decode(bytes) as unknown as LocationBatch,
    decodeIdentities: (bytes) =>
      (identityType.decode(bytes) as unknown as { flights: FlightIdentity[] }).flights,
  };
}

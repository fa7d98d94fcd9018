// The decoded shapes of the realtime protobuf messages (proto/location.proto, proto/flight.proto),
// shared by the server's encoder and the web's decoder.

/** A `skytrace.live.LocationBatch` as plain columns (row i of every column is one aircraft). */
export interface LocationBatchColumns {
  time: number;
  /**
   * When the newest data of the batch was published, ms relative to `time` × 1000: the ingest
   * process's stamp in a cluster, the batch's own build in one process. 0 from an older server.
   */
  publishedOffsetMs?: number;
  full: boolean;
  originLat: number;
  originLon: number;
  icaoDelta: number[];
  lat: number[];
  lon: number[];
  alt: number[];
  spd: number[];
  ang: number[];
  vspd: number[];
  age: number[];
  flags: number[];
  removed: number[];
}

/** One `skytrace.live.FlightIdentity`; empty strings and 0 mean unknown. */
export interface FlightIdentityRow {
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
  /** Flight service type of spec §3 (socket/identity.ts FLIGHT_SERVICES); empty when unknown. */
  fservice: string;
}

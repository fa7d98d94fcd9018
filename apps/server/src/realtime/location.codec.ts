// Protobuf encoding of realtime batches with the schema files of packages/contracts/proto,
// the same files the web app fetches from /proto/ to decode them.
import fs from 'node:fs';
import path from 'node:path';
import protobuf from 'protobufjs';
import type { FlightIdentityRow, LocationBatchColumns } from '@skytrace/contracts';

/** Folder of the .proto files (the server's dist/ and src/ both sit two levels below the repo's apps/). */
export const PROTO_DIR = path.resolve(import.meta.dirname, '../../../../packages/contracts/proto');
const PROTO_DIR_FROM_DIST = path.resolve(import.meta.dirname, '../../../packages/contracts/proto');

/** The .proto files served to clients. */
export const PROTO_FILES = ['location.proto', 'flight.proto'] as const;

/** Locates the proto folder from src/ (tests, tsx) or dist/ (bundled server). */
export function protoDir(): string {
  return fs.existsSync(path.join(PROTO_DIR, 'location.proto')) ? PROTO_DIR : PROTO_DIR_FROM_DIST;
}

export type { FlightIdentityRow, LocationBatchColumns };

export class RealtimeCodec {
  private readonly locationType: protobuf.Type;
  private readonly identityType: protobuf.Type;

  constructor(dir = protoDir()) {
    const root = new protobuf.Root();
    for (const file of PROTO_FILES) {
      protobuf.parse(fs.readFileSync(path.join(dir, file), 'utf8'), root, { keepCase: false });
    }
    this.locationType = root.lookupType('skytrace.live.LocationBatch');
    this.identityType = root.lookupType('skytrace.live.IdentityBatch');
  }

  /** Encodes a location batch. */
  encodeLocation(batch: LocationBatchColumns): Uint8Array {
    return this.locationType.encode(batch).finish();
  }

  /** Decodes a location batch (tests and tools). */
  decodeLocation(bytes: Uint8Array): LocationBatchColumns {
    const message = this.locationType.decode(bytes);
    return this.locationType.toObject(message, {
      defaults: true,
      arrays: true,
    }) as LocationBatchColumns;
  }

  /** Encodes identity rows. */
  encodeIdentities(flights: FlightIdentityRow[]): Uint8Array {
    return this.identityType.encode({ flights }).finish();
  }

  /** Decodes identity rows (tests and tools). */
  decodeIdentities(bytes: Uint8Array): FlightIdentityRow[] {
    const message = this.identityType.decode(bytes);
    const object = this.identityType.toObject(message, { defaults: true, arrays: true }) as {
      flights: FlightIdentityRow[];
    };
    return object.flights;
  }
}

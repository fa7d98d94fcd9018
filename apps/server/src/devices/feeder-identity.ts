// Feeder identities of users: a UUID of their own for a receiver they set up (readsb's
// `--net-connector ...,beast_reduce_plus_out,<uuid>` announces it in a `1a e4` frame, an AVR or
// SBS feeder in a first line `UUID <hex>`, a Variflight-style HTTP feeder as `from`), or a
// receiver already feeding, claimed by its UUID or by the caller's address. The device row is
// owned from the start, so the first message of that UUID counts for its owner.
import crypto from 'node:crypto';
import { ADSB_FULL_PATHS, type FeederSetup } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { normaliseFeederUuid } from './device.registry';
import {
  claimDevices,
  countSelfBuilt,
  findDeviceByKey,
  insertOwnedDevice,
  listOwnedDevices,
  unclaimedAtAddress,
} from './my-devices.repo';

/** Default number of self-built receivers one user may register (DEVICE_UUIDS_PER_USER). */
export const DEFAULT_UUIDS_PER_USER = 5;
/** A receiver claimed by address must have fed within this long (seconds). */
const CLAIM_BY_ADDRESS_WINDOW_SECONDS = 3600;

/** Where feeders send their data, as the share-data page shows it. */
export interface FeederEndpoints {
  /** Public host name of the feeder inputs; the request's host when not configured. */
  publicHost: string | undefined;
  beastPort: number;
  avrPort: number;
  sbsPort: number;
}

export interface FeederIdentityDeps {
  db: Db;
  maxPerUser: number;
  /** The live registry re-reads which feeder keys are registered (a claim takes effect now). */
  registered(): Promise<void>;
}

/** 32 hex digits as readsb writes a UUID: 8-4-4-4-12. */
export function formatFeederUuid(key: string): string {
  if (!/^[0-9a-f]{32}$/.test(key)) return key.startsWith('addr:') ? key.slice(5) : key;
  return `${key.slice(0, 8)}-${key.slice(8, 12)}-${key.slice(12, 16)}-${key.slice(16, 20)}-${key.slice(20)}`;
}

async function requireRoom(deps: FeederIdentityDeps, userId: number, adding: number) {
  const owned = await countSelfBuilt(deps.db, userId);
  if (owned + adding > deps.maxPerUser) {
    throw new HttpError(409, 'myDevices.limitReached', { max: deps.maxPerUser });
  }
}

/** A new feeder UUID owned by `userId` (a random one nobody announced before). */
export async function createFeederUuid(
  deps: FeederIdentityDeps,
  userId: number,
): Promise<{ devId: number; uuid: string }> {
  await requireRoom(deps, userId, 1);
  const key = crypto.randomUUID().replace(/-/g, '');
  const row = await insertOwnedDevice(deps.db, userId, key);
  await deps.registered();
  return { devId: row.devId, uuid: formatFeederUuid(key) };
}

/**
 * addMyDevice: the receiver announcing `uuid` becomes `userId`'s (registered now when it never
 * fed yet), or, with `address`, the unclaimed receivers feeding from that address. Someone
 * else's receiver is refused; the caller's own answers "already yours".
 */
export async function claimFeeder(
  deps: FeederIdentityDeps,
  userId: number,
  claim: { uuid?: string; address?: string },
  now: number,
): Promise<number[]> {
  let claimed: number[];
  if (claim.uuid !== undefined) {
    const key = normaliseFeederUuid(claim.uuid);
    if (key === undefined) throw new HttpError(400, 'myDevices.uuidInvalid');
    const found = await findDeviceByKey(deps.db, key);
    if (found?.ownerUserId === userId) throw new HttpError(409, 'myDevices.alreadyYours');
    if (found && (found.ownerUserId !== null || found.operatorOwned)) {
      throw new HttpError(409, 'myDevices.claimedByOther');
    }
    await requireRoom(deps, userId, 1);
    if (found) {
      claimed = await claimDevices(deps.db, userId, [found.devId]);
      if (claimed.length === 0) throw new HttpError(409, 'myDevices.claimedByOther');
    } else {
      claimed = [(await insertOwnedDevice(deps.db, userId, key)).devId];
    }
  } else {
    const address = claim.address ?? '';
    const since = new Date((now - CLAIM_BY_ADDRESS_WINDOW_SECONDS) * 1000);
    const found = await unclaimedAtAddress(deps.db, address, since);
    if (found.length === 0) throw new HttpError(404, 'myDevices.nothingAtAddress', { address });
    await requireRoom(deps, userId, found.length);
    claimed = await claimDevices(deps.db, userId, found);
    if (claimed.length === 0) throw new HttpError(404, 'myDevices.nothingAtAddress', { address });
  }
  await deps.registered();
  return claimed;
}

/** The share-data page's set-up: the feeder inputs and the user's identities. */
export async function readFeederSetup(
  deps: FeederIdentityDeps,
  userId: number,
  endpoints: FeederEndpoints,
  request: { hostname: string; origin: string; address: string },
): Promise<FeederSetup> {
  const rows = await listOwnedDevices(deps.db, userId);
  return {
    host: endpoints.publicHost ?? request.hostname,
    beastPort: endpoints.beastPort,
    avrPort: endpoints.avrPort,
    sbsPort: endpoints.sbsPort,
    httpUrl: `${request.origin}${ADSB_FULL_PATHS.compressedFeed}`,
    identities: rows
      .filter((row) => row.selfBuilt && !row.feederKey.startsWith('addr:'))
      .map((row) => ({
        devId: row.devId,
        uuid: formatFeederUuid(row.feederKey),
        alias: row.alias,
        lastSeen: row.lastSeen ? row.lastSeen.getTime() / 1000 : null,
      })),
    maxIdentities: deps.maxPerUser,
    clientAddress: request.address,
  };
}

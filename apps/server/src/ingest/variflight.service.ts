// The HTTP feed of Variflight-style community feeders (vffeeder, feeyo-adsb-golang):
// `from` = the feeder's 16-hex UUID, `code` = base64(zlib(SBS text)). Each body is one socket read
// of the feeder's SBS source, so lines are cut at both ends: one long-lived SBS session per
// feeder carries the partial line over to the next body.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HttpError } from '../http/errors';
import { normaliseFeederUuid } from '../devices/device.registry';
import type { DeviceRegistry } from '../devices/device.registry';
import type { LiveTable } from '../live/live.table';
import { FeedSession } from './feed.session';

const inflate = promisify(zlib.inflate);
/** A compressed body may not expand past this (zip bombs). */
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;
/** HTTP feeder sessions idle this long are closed (seconds). */
const SESSION_IDLE_SECONDS = 900;
const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

export class VariflightFeed {
  readonly sessions = new Map<string, { session: FeedSession; lastUsed: number }>();

  constructor(
    private readonly deps: { liveTable: LiveTable; registry: DeviceRegistry; now: () => number },
  ) {}

  /** Decodes and ingests one body; throws HttpError(400) with a reason for a bad one. */
  async receive(from: string, code: string, address: string): Promise<{ lines: number }> {
    const uuid = normaliseFeederUuid(from);
    if (uuid === undefined || !/^[0-9a-fA-F-]{16,40}$/.test(from)) {
      throw new HttpError(400, 'ingest.badFeederId');
    }
    if (!BASE64.test(code)) throw new HttpError(400, 'ingest.badEncoding');
    let text: Buffer;
    try {
      text = await inflate(Buffer.from(code, 'base64'), { maxOutputLength: MAX_INFLATED_BYTES });
    } catch {
      throw new HttpError(400, 'ingest.badCompression');
    }
    const now = this.deps.now();
    let entry = this.sessions.get(uuid);
    if (entry === undefined) {
      const session = new FeedSession('sbs', this.deps, address, uuid);
      // Refused (new ids too fast from this address, or too many unregistered feeders): nothing
      // is kept for it and the body is dropped.
      if (session.refused) throw new HttpError(429, 'ingest.feederRefused');
      entry = { session, lastUsed: now };
      this.sessions.set(uuid, entry);
    }
    entry.lastUsed = now;
    const before = entry.session.counters.frames;
    entry.session.feed(text);
    return { lines: entry.session.counters.frames - before };
  }

  /** Housekeeping: session upkeep, and closing sessions of feeders that stopped posting. */
  maintain(now: number): void {
    for (const [uuid, entry] of this.sessions) {
      if (now - entry.lastUsed > SESSION_IDLE_SECONDS) {
        entry.session.close();
        this.sessions.delete(uuid);
      } else {
        entry.session.maintain(now);
      }
    }
  }
}

// The HTTP feed of Variflight-style community feeders (vffeeder, feeyo-adsb-golang):
// `from` = the feeder's 16-hex UUID, `code` = base64(zlib(SBS text)). Each body is one socket read
// of the feeder's SBS source, so lines are cut at both ends: one long-lived SBS session per
// feeder carries the partial line over to the next body.
//
// Anyone can post here, so the work a post causes is bounded: token buckets per address and in
// total (registered feeders skip the total), a cap on posts being decoded at once, a bounded
// inflate, and the text fed in slices that yield to the event loop between them.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { normaliseFeederUuid } from '../devices/device.registry';
import type { DeviceRegistry } from '../devices/device.registry';
import type { LiveTable } from '../live/live.table';
import { FeedGuard } from './feed.guard';
import {
  DEFAULT_FEED_LIMITS,
  DEFAULT_HTTP_FEED_LIMITS,
  DEFAULT_PLAUSIBILITY,
  type HttpFeedLimits,
} from './feed.limits';
import { AddressBuckets, TokenBucket } from './feed.rate';
import { FeedSession } from './feed.session';
import { InputTally, type InputTotals } from './feed.totals';

const inflate = promisify(zlib.inflate);
/** HTTP feeder sessions idle this long are closed (seconds). */
const SESSION_IDLE_SECONDS = 900;
const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

/** The configuration an HTTP feed reads (all optional: defaults otherwise). */
export type HttpFeedSettings = Partial<
  Pick<
    Config['feeds'],
    | 'maxAircraftPerFeeder'
    | 'maxRangeKm'
    | 'httpBodyLimitBytes'
    | 'httpPostsPerSecond'
    | 'httpPostsPerSecondTotal'
  >
>;

/** Posts refused with 429, by reason: counted here, never logged one by one. */
export interface HttpFeedStats {
  posts: number;
  refusedAddressRate: number;
  refusedTotalRate: number;
  refusedBusy: number;
}

function limitsFrom(settings: HttpFeedSettings): HttpFeedLimits {
  const limits = { ...DEFAULT_HTTP_FEED_LIMITS };
  if (settings.httpBodyLimitBytes !== undefined) {
    limits.bodyLimitBytes = settings.httpBodyLimitBytes;
  }
  if (settings.httpPostsPerSecond !== undefined) {
    limits.postsPerSecondPerAddress = settings.httpPostsPerSecond;
    limits.burstPerAddress = Math.max(1, Math.round(settings.httpPostsPerSecond * 4));
  }
  if (settings.httpPostsPerSecondTotal !== undefined) {
    limits.postsPerSecond = settings.httpPostsPerSecondTotal;
    limits.burst = Math.max(1, Math.round(settings.httpPostsPerSecondTotal * 2));
  }
  return limits;
}

interface HttpFeederEntry {
  session: FeedSession;
  lastUsed: number;
  /** The post being fed: one feeder's bodies are fed in order, never interleaved. */
  queue: Promise<void>;
}

export class VariflightFeed {
  readonly sessions = new Map<string, HttpFeederEntry>();
  readonly limits: HttpFeedLimits;
  /** Plausibility and quarantine, shared with the TCP inputs by the ingest role. */
  readonly guard: FeedGuard;
  readonly stats: HttpFeedStats = {
    posts: 0,
    refusedAddressRate: 0,
    refusedTotalRate: 0,
    refusedBusy: 0,
  };
  private readonly perAddress: AddressBuckets;
  private readonly total: TokenBucket;
  private readonly maxAircraftPerFeeder: number;
  private inFlight = 0;
  /** Counts of the sessions closed for idleness; `totals()` adds the open ones. */
  private readonly ended = new InputTally();

  constructor(
    private readonly deps: {
      liveTable: LiveTable;
      registry: DeviceRegistry;
      now: () => number;
      settings?: HttpFeedSettings;
    },
  ) {
    const settings = deps.settings ?? {};
    this.limits = limitsFrom(settings);
    this.guard = new FeedGuard({
      ...DEFAULT_PLAUSIBILITY,
      maxRangeKm: settings.maxRangeKm ?? DEFAULT_PLAUSIBILITY.maxRangeKm,
    });
    this.maxAircraftPerFeeder =
      settings.maxAircraftPerFeeder ?? DEFAULT_FEED_LIMITS.maxAircraftPerFeeder;
    this.perAddress = new AddressBuckets(
      this.limits.postsPerSecondPerAddress,
      this.limits.burstPerAddress,
    );
    this.total = new TokenBucket(this.limits.postsPerSecond, this.limits.burst);
  }

  /**
   * First admission, as the request arrives and before its body is read (the route's
   * `onRequest`): the sender's address bucket. A refused post costs no body parsing, validation
   * or decoding: a flood from one address used to pay all three before its 429.
   */
  admitAddress(address: string): boolean {
    if (this.perAddress.take(address, this.deps.now())) return true;
    this.stats.refusedAddressRate++;
    return false;
  }

  /**
   * Second admission, once the body names the feeder and before any decoding: the shared
   * bucket, which registered feeders skip so that a flood cannot starve them. Throws
   * HttpError(429).
   */
  admitFeeder(from: string): void {
    const uuid = normaliseFeederUuid(from);
    const registered = uuid !== undefined && this.deps.registry.devices.get(uuid)?.registered;
    if (registered !== true && !this.total.take(this.deps.now())) {
      this.stats.refusedTotalRate++;
      throw new HttpError(429, 'errors.tooManyRequests');
    }
  }

  /** Decodes and ingests one body; throws HttpError(400) with a reason for a bad one. */
  async receive(from: string, code: string, address: string): Promise<{ lines: number }> {
    const uuid = normaliseFeederUuid(from);
    if (uuid === undefined || !/^[0-9a-fA-F-]{16,40}$/.test(from)) {
      throw new HttpError(400, 'ingest.badFeederId');
    }
    if (!BASE64.test(code)) throw new HttpError(400, 'ingest.badEncoding');
    if (this.inFlight >= this.limits.maxConcurrentPosts) {
      this.stats.refusedBusy++;
      throw new HttpError(429, 'errors.tooManyRequests');
    }
    this.inFlight++;
    try {
      this.stats.posts++;
      let text: Buffer;
      try {
        text = await inflate(Buffer.from(code, 'base64'), {
          maxOutputLength: this.limits.maxInflatedBytes,
        });
      } catch {
        throw new HttpError(400, 'ingest.badCompression');
      }
      const entry = this.entry(uuid, address);
      const fed = entry.queue.then(() => this.feedInSlices(entry.session, text));
      entry.queue = fed.then(
        () => undefined,
        () => undefined,
      );
      return { lines: await fed };
    } finally {
      this.inFlight--;
    }
  }

  /** Housekeeping: session upkeep, and closing sessions of feeders that stopped posting. */
  maintain(now: number): void {
    for (const [uuid, entry] of this.sessions) {
      if (now - entry.lastUsed > SESSION_IDLE_SECONDS) {
        this.ended.end(entry.session);
        entry.session.close();
        this.sessions.delete(uuid);
      } else {
        entry.session.maintain(now);
      }
    }
    this.perAddress.sweep(now);
  }

  /** Lines, accepted and rejected ones, and rejections by reason, of every HTTP feeder since start. */
  totals(): InputTotals {
    return this.ended.read(this.openSessions());
  }

  private *openSessions(): Iterable<FeedSession> {
    for (const entry of this.sessions.values()) yield entry.session;
  }

  private entry(uuid: string, address: string): HttpFeederEntry {
    const now = this.deps.now();
    let entry = this.sessions.get(uuid);
    if (entry === undefined) {
      const deps = {
        ...this.deps,
        guard: this.guard,
        maxAircraftPerFeeder: this.maxAircraftPerFeeder,
      };
      const session = new FeedSession('sbs', deps, address, uuid);
      // Refused (new ids too fast from this address, or too many unregistered feeders): nothing
      // is kept for it and the body is dropped.
      if (session.refused) throw new HttpError(429, 'ingest.feederRefused');
      entry = { session, lastUsed: now, queue: Promise.resolve() };
      this.sessions.set(uuid, entry);
    }
    entry.lastUsed = now;
    return entry;
  }

  /** Feeds the text a slice at a time, letting other work run in between; returns the lines. */
  private async feedInSlices(session: FeedSession, text: Buffer): Promise<number> {
    const before = session.counters.frames;
    const slice = this.limits.sliceBytes;
    for (let offset = 0; offset < text.length; offset += slice) {
      if (offset > 0) await new Promise((resolve) => setImmediate(resolve));
      session.feed(text.subarray(offset, offset + slice));
    }
    return session.counters.frames - before;
  }
}

// Limits that keep one hostile or broken feeder from hurting the others (readsb's defences:
// bounded buffers, per-address limits, plausibility filters, load shedding).

export interface FeedLimits {
  /** Open feeder connections in total, and from one address (per input). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /**
   * A connection whose last accepted frame is older than this is dropped, ms. Only accepted
   * frames count: a trickle of bytes (or of garbage) never keeps a slot.
   */
  idleTimeoutMs: number;
  /** A new connection must deliver its first accepted frame within this, ms (capped by idle). */
  firstFrameTimeoutMs: number;
  /**
   * When every slot is taken, a new connection evicts the least productive unregistered one
   * whose accepted rate is below this, frames per second.
   */
  minUsefulFramesPerSecond: number;
  /** After this many bytes, a connection that produced no valid frame is dropped. */
  garbageProbeBytes: number;
  /** After the probe, a connection whose frames are mostly rejected is dropped. */
  maxRejectedRatio: number;
  /** Aircraft one feeder session may track (a receiver hears at most ~2,000). */
  maxAircraftPerFeeder: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = {
  maxConnections: 2000,
  maxConnectionsPerAddress: 4,
  idleTimeoutMs: 120_000,
  firstFrameTimeoutMs: 30_000,
  minUsefulFramesPerSecond: 1,
  garbageProbeBytes: 64 * 1024,
  maxRejectedRatio: 0.95,
  maxAircraftPerFeeder: 5000,
};

/** Plausibility of what a feeder reports, and the quarantine of feeders that fail it. */
export interface PlausibilityLimits {
  /**
   * Positions farther than this from the position the owner gave the receiver are rejected, km
   * (line of sight from 12 km altitude is ~450 km).
   */
  maxRangeKm: number;
  /** Failures are judged over windows of this length, seconds. */
  windowSeconds: number;
  /** A window with at least this many failures, at more than this share, quarantines. */
  minFailures: number;
  maxFailureRatio: number;
  /** How long a quarantined feeder's data is ignored, seconds. */
  quarantineSeconds: number;
}

export const DEFAULT_PLAUSIBILITY: PlausibilityLimits = {
  maxRangeKm: 500,
  windowSeconds: 60,
  minFailures: 20,
  maxFailureRatio: 0.25,
  quarantineSeconds: 600,
};

/** Limits of the Variflight HTTP feeder (`POST /adsb/ReceiveCompressADSB.php`). */
export interface HttpFeedLimits {
  /** Request body (base64 of zlib), bytes; a real post carries about one second of SBS. */
  bodyLimitBytes: number;
  /** Inflated SBS text per post, bytes (zip bombs, and the work one post may cause). */
  maxInflatedBytes: number;
  /** Token buckets: sustained posts per second and burst, per address and for everyone. */
  postsPerSecondPerAddress: number;
  burstPerAddress: number;
  postsPerSecond: number;
  burst: number;
  /** Posts being decoded at once; beyond it a post is refused (429) instead of queued. */
  maxConcurrentPosts: number;
  /** Inflated text is fed in slices of this size, yielding to the event loop between them. */
  sliceBytes: number;
}

export const DEFAULT_HTTP_FEED_LIMITS: HttpFeedLimits = {
  bodyLimitBytes: 512 * 1024,
  maxInflatedBytes: 2 * 1024 * 1024,
  postsPerSecondPerAddress: 5,
  burstPerAddress: 20,
  postsPerSecond: 200,
  burst: 400,
  maxConcurrentPosts: 8,
  sliceBytes: 32 * 1024,
};

/** Why a feeder connection was closed by us. */
export type DropReason =
  'too-many-connections' | 'too-many-from-address' | 'idle' | 'garbage' | 'evicted' | 'quarantined';

/**
 * True when a connection has sent enough to judge and it is noise: no accepted frame at all, or
 * nearly every frame rejected. Real receivers see some bad CRCs, never 95 % of them.
 */
export function isGarbageFeed(
  counters: { bytes: number; frames: number; accepted: number; rejected: number },
  limits: FeedLimits,
): boolean {
  if (counters.bytes < limits.garbageProbeBytes) return false;
  if (counters.accepted === 0) return true;
  return counters.rejected / Math.max(1, counters.frames) > limits.maxRejectedRatio;
}

// Limits that keep one hostile or broken feeder from hurting the others.

export interface FeedLimits {
  /** Open feeder connections in total, and from one address. */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** A connection that sends nothing for this long is dropped (stalled feeder), ms. */
  idleTimeoutMs: number;
  /** After this many bytes, a connection that produced no valid frame is dropped. */
  garbageProbeBytes: number;
  /** After the probe, a connection whose frames are mostly rejected is dropped. */
  maxRejectedRatio: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = {
  maxConnections: 2000,
  maxConnectionsPerAddress: 16,
  idleTimeoutMs: 5 * 60_000,
  garbageProbeBytes: 64 * 1024,
  maxRejectedRatio: 0.95,
};

/** Why a feeder connection was closed by us. */
export type DropReason = 'too-many-connections' | 'too-many-from-address' | 'idle' | 'garbage';

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

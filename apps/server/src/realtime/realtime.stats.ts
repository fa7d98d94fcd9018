// What the realtime role counts: sockets, batches, what was skipped and why, and the ticks.

/** Counters of the realtime role. */
export interface RealtimeStats {
  clients: number;
  batchesSent: number;
  bytesSent: number;
  rowsSent: number;
  skippedForBackpressure: number;
  /** `sub` calls over the socket's budget, answered at the next tick instead of at once. */
  subscribesDeferred: number;
  /** Sockets refused because their address held its cap. */
  refusedOverAddressCap: number;
  /** Sockets disconnected for not validating in time. */
  validationTimeouts: number;
  /** Ticks skipped because the previous tick's round of batches was still being sent. */
  ticksOverlapped: number;
  /** Full pictures a tick put off because the socket had one less than a second before. */
  fullPicturesDeferred: number;
  /** Ticks started, and how long their rounds took to reach every socket in total, ms. */
  ticks: number;
  roundMs: number;
}

/** Every counter at zero. */
export function emptyRealtimeStats(): RealtimeStats {
  return {
    clients: 0,
    batchesSent: 0,
    bytesSent: 0,
    rowsSent: 0,
    skippedForBackpressure: 0,
    subscribesDeferred: 0,
    refusedOverAddressCap: 0,
    validationTimeouts: 0,
    ticksOverlapped: 0,
    fullPicturesDeferred: 0,
    ticks: 0,
    roundMs: 0,
  };
}

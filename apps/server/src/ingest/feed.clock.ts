// Message time of one feed. Live state uses arrival time, but a feeder that sends a burst
// (buffered after a network stall, or a replay) delivers many messages at one arrival time; CPR
// pairing and the speed check need their real spacing. So within a feed, the feeder's own
// timestamps (Beast/AVR 12 MHz counter, SBS generated time) order and space messages, anchored
// to arrival time and re-anchored when they jump (counter reset, clock change).

/** Re-anchor when message time and arrival time disagree by more than this (seconds). */
const MAX_SKEW_SECONDS = 300;
/** Receivers deliver some frames slightly out of order; only a larger step back is a reset. */
const MAX_BACKSTEP_SECONDS = 5;

export class FeedClock {
  /**
   * Arrival time (s) and feeder timestamp (s, NaN none) of the message to be timed, and its
   * time once `advance` ran: fields a session fills in place, because doubles passed to or
   * returned from a call that is not inlined are boxed, three heap numbers per message.
   */
  arrival = 0;
  stamp = Number.NaN;
  now = Number.NEGATIVE_INFINITY;
  private anchorArrival = Number.NaN;
  private anchorStamp = Number.NaN;
  private lastStamp = Number.NaN;

  /**
   * The time (seconds, arrival epoch) of a message that arrived at `arrival` and carries
   * `stamp` (seconds on the feeder's clock, NaN when none). Never goes backwards.
   */
  time(arrival: number, stamp: number): number {
    this.arrival = arrival;
    this.stamp = stamp;
    this.advance();
    return this.now;
  }

  /** Times the message in `arrival` and `stamp`: sets `now`. */
  advance(): void {
    const arrival = this.arrival;
    const stamp = this.stamp;
    let time = arrival;
    if (!Number.isNaN(stamp)) {
      let anchored = this.anchorArrival + (stamp - this.anchorStamp);
      if (
        Number.isNaN(anchored) ||
        stamp < this.lastStamp - MAX_BACKSTEP_SECONDS ||
        Math.abs(anchored - arrival) > MAX_SKEW_SECONDS
      ) {
        // Continue from where the feed's time stood, so it stays monotonic without freezing.
        anchored = Math.max(arrival, this.now);
        this.anchorArrival = anchored;
        this.anchorStamp = stamp;
        this.lastStamp = stamp;
      } else if (!(stamp < this.lastStamp)) {
        this.lastStamp = stamp;
      }
      time = anchored;
    }
    if (time > this.now) this.now = time;
  }
}

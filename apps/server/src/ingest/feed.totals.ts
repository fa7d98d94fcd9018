// What the sessions of one input did since the process started, for the statistics and the
// metrics. Sessions count in plain fields as they go (nothing extra per message); an ended
// session's counts are added here once, and a reader adds the open sessions' when it asks.
import type { TrackerStats } from '@skytrace/adsb';
import type { FeedSession, SessionCounters } from './feed.session';

/**
 * Messages the decoder refused, by reason: a message that updated no aircraft. `invalid` is an
 * SBS line with a field ADS-B cannot encode (feed.validation.ts).
 */
export interface MessageRejections {
  badCrc: number;
  correctedUnknownAddress: number;
  unknownAddress: number;
  unknownDf: number;
  badLength: number;
  tableFull: number;
  invalid: number;
}

/** Positions the decoder refused, by reason (the message's other fields may still count). */
export interface PositionRejections {
  cprFailed: number;
  implausible: number;
}

/** Bytes, frames, accepted and rejected frames, and the rejections by reason. */
export interface InputTotals extends Omit<SessionCounters, 'invalid'> {
  rejectedMessages: MessageRejections;
  rejectedPositions: PositionRejections;
}

export function emptyInputTotals(): InputTotals {
  return {
    bytes: 0,
    frames: 0,
    accepted: 0,
    rejected: 0,
    rejectedMessages: {
      badCrc: 0,
      correctedUnknownAddress: 0,
      unknownAddress: 0,
      unknownDf: 0,
      badLength: 0,
      tableFull: 0,
      invalid: 0,
    },
    rejectedPositions: { cprFailed: 0, implausible: 0 },
  };
}

/** Adds one session's counts into `into`. */
export function addSession(into: InputTotals, session: FeedSession): void {
  const counters = session.counters;
  into.bytes += counters.bytes;
  into.frames += counters.frames;
  into.accepted += counters.accepted;
  into.rejected += counters.rejected;
  addDecoder(into, session.tracker.stats, counters.invalid);
}

function addDecoder(into: InputTotals, stats: TrackerStats, invalid: number): void {
  const messages = into.rejectedMessages;
  messages.badCrc += stats.badCrc;
  messages.correctedUnknownAddress += stats.correctedUnknownAddress;
  messages.unknownAddress += stats.unknownAddress;
  messages.unknownDf += stats.unknownDf;
  messages.badLength += stats.badLength;
  messages.tableFull += stats.tableFull;
  messages.invalid += invalid;
  into.rejectedPositions.cprFailed += stats.cprFailed;
  into.rejectedPositions.implausible += stats.implausiblePosition;
}

/** The ended sessions' counts of one input, plus the open ones' when read. */
export class InputTally {
  private readonly ended = emptyInputTotals();

  /** A session ended: its counts stay in the totals. */
  end(session: FeedSession): void {
    addSession(this.ended, session);
  }

  /** Everything since start: the ended sessions and `open`. */
  read(open: Iterable<FeedSession>): InputTotals {
    const totals = emptyInputTotals();
    addInto(totals, this.ended);
    for (const session of open) addSession(totals, session);
    return totals;
  }
}

function addInto(into: InputTotals, from: InputTotals): void {
  into.bytes += from.bytes;
  into.frames += from.frames;
  into.accepted += from.accepted;
  into.rejected += from.rejected;
  for (const key of Object.keys(from.rejectedMessages) as (keyof MessageRejections)[]) {
    into.rejectedMessages[key] += from.rejectedMessages[key];
  }
  into.rejectedPositions.cprFailed += from.rejectedPositions.cprFailed;
  into.rejectedPositions.implausible += from.rejectedPositions.implausible;
}

// The feeder inputs' metrics: messages per input (Prometheus computes the rates), the decoder's
// rejections by reason, connections, and the HTTP feed's refusals. Everything is read from the
// inputs' own counters at scrape time (feed.totals.ts).
import type { Registry } from 'prom-client';
import type { InputTotals, MessageRejections } from '../ingest/feed.totals';
import type { IngestRole } from '../ingest/ingest.role';
import type { Simulation } from '../sim/sim.module';
import { readGauge, totalCounter, type Sample } from './metrics.collect';

/** Metric label of each input: the TCP formats, and `http` for the Variflight-style feed. */
type Input = 'beast' | 'avr' | 'sbs' | 'http';

const MESSAGE_REASONS: Record<keyof MessageRejections, string> = {
  badCrc: 'bad_crc',
  correctedUnknownAddress: 'corrected_unknown_address',
  unknownAddress: 'unknown_address',
  unknownDf: 'unknown_df',
  badLength: 'bad_length',
  tableFull: 'table_full',
  invalid: 'invalid_record',
};

/**
 * Reads every input's totals once per scrape, however many metrics ask: a scrape walks each
 * open session once, not once per metric.
 */
class TotalsSnapshot {
  private read: Map<Input, InputTotals> | undefined;

  constructor(private readonly ingest: () => IngestRole | undefined) {}

  /** The totals of this scrape (`reset()` before each scrape forgets the last one's). */
  get(): Map<Input, InputTotals> {
    if (this.read) return this.read;
    const role = this.ingest();
    const read = new Map<Input, InputTotals>();
    if (role) {
      read.set('beast', role.byFormat.beast.detailedTotals());
      read.set('avr', role.byFormat.avr.detailedTotals());
      read.set('sbs', role.byFormat.sbs.detailedTotals());
      read.set('http', role.variflight.totals());
    }
    this.read = read;
    return read;
  }

  reset(): void {
    this.read = undefined;
  }
}

/** Registers the ingest metrics; `beginScrape()` forgets the previous scrape's totals. */
export function registerIngestMetrics(
  registry: Registry,
  sources: { ingest: () => IngestRole | undefined; simulation?: Simulation },
): { beginScrape(): void } {
  const snapshot = new TotalsSnapshot(sources.ingest);
  const perInput = (read: (totals: InputTotals) => number) => (sample: Sample<'input'>) => {
    for (const [input, totals] of snapshot.get()) sample({ input }, read(totals));
  };
  totalCounter(registry, {
    name: 'skytrace_ingest_messages_total',
    help: 'Messages received per input (Mode S frames, SBS lines); rate() gives messages/s.',
    labelNames: ['input'],
    read: perInput((totals) => totals.frames),
  });
  totalCounter(registry, {
    name: 'skytrace_ingest_accepted_messages_total',
    help: 'Messages that updated an aircraft, per input.',
    labelNames: ['input'],
    read: perInput((totals) => totals.accepted),
  });
  totalCounter(registry, {
    name: 'skytrace_ingest_bytes_total',
    help: 'Bytes received per input (HTTP: inflated SBS text).',
    labelNames: ['input'],
    read: perInput((totals) => totals.bytes),
  });
  totalCounter(registry, {
    name: 'skytrace_ingest_rejected_messages_total',
    help: 'Messages the decoder refused, per input and reason.',
    labelNames: ['input', 'reason'],
    read: (sample) => {
      for (const [input, totals] of snapshot.get()) {
        for (const [key, reason] of Object.entries(MESSAGE_REASONS)) {
          sample({ input, reason }, totals.rejectedMessages[key as keyof MessageRejections]);
        }
      }
    },
  });
  totalCounter(registry, {
    name: 'skytrace_ingest_rejected_positions_total',
    help: 'Positions refused (CPR decoding failed, or implausible speed or range), per input.',
    labelNames: ['input', 'reason'],
    read: (sample) => {
      for (const [input, totals] of snapshot.get()) {
        sample({ input, reason: 'cpr_failed' }, totals.rejectedPositions.cprFailed);
        sample({ input, reason: 'implausible' }, totals.rejectedPositions.implausible);
      }
    },
  });
  readGauge(registry, {
    name: 'skytrace_ingest_connections',
    help: 'Open feeder connections per TCP input, and HTTP feeder sessions.',
    labelNames: ['input'],
    read: (sample) => {
      const role = sources.ingest();
      if (!role) return;
      for (const server of role.servers) sample({ input: server.format }, server.stats.open);
      sample({ input: 'http' }, role.variflight.sessions.size);
    },
  });
  totalCounter(registry, {
    name: 'skytrace_ingest_dropped_connections_total',
    help: 'Feeder connections refused or dropped, per TCP input and reason.',
    labelNames: ['input', 'reason'],
    read: (sample) => {
      for (const server of sources.ingest()?.servers ?? []) {
        for (const [reason, count] of Object.entries(server.stats.dropped)) {
          sample({ input: server.format, reason }, count);
        }
      }
    },
  });
  totalCounter(registry, {
    name: 'skytrace_ingest_http_posts_total',
    help: 'HTTP feeder posts, by outcome (decoded, or refused with 429 and why).',
    labelNames: ['outcome'],
    read: (sample) => {
      const stats = sources.ingest()?.variflight.stats;
      if (!stats) return;
      sample({ outcome: 'decoded' }, stats.posts);
      sample({ outcome: 'address_rate' }, stats.refusedAddressRate);
      sample({ outcome: 'total_rate' }, stats.refusedTotalRate);
      sample({ outcome: 'busy' }, stats.refusedBusy);
    },
  });
  totalCounter(registry, {
    name: 'skytrace_ingest_quarantined_bytes_total',
    help: 'Bytes ignored because their feeder was quarantined for implausible data.',
    read: (sample) => {
      const guard = sources.ingest()?.variflight.guard;
      if (guard) sample({}, guard.stats.ignoredBytes);
    },
  });
  // The simulator feeds this process's own Beast input: its frames are also in
  // skytrace_ingest_messages_total{input="beast"}, so they have a metric of their own rather
  // than an `input` label that a sum() over inputs would count twice.
  totalCounter(registry, {
    name: 'skytrace_sim_frames_total',
    help: 'Mode S frames the simulator sent to its own Beast input (also counted there).',
    read: (sample) => {
      const sim = sources.simulation?.role;
      if (sim) sample({}, sim.stats().frames);
    },
  });
  return { beginScrape: () => snapshot.reset() };
}

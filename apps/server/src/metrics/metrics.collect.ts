// Metrics read at scrape time: the hot paths count in plain fields of their own stats objects
// (ingest handles ~100,000 messages a second), and these collectors copy those numbers into
// prom-client when Prometheus asks, so counting costs nothing extra per message.
import { Counter, Gauge, type LabelValues, type Registry } from 'prom-client';

/** Sets one sample; called by a reader once per label set. */
export type Sample<Label extends string> = (labels: LabelValues<Label>, value: number) => void;

interface Definition<Label extends string> {
  name: string;
  help: string;
  labelNames?: readonly Label[];
  /** Reads the current values and hands each label set's to `sample`. */
  read: (sample: Sample<Label>) => void;
}

/**
 * A counter whose value is a running total kept elsewhere (a stats object): each scrape sets
 * it to that total. Totals only grow while the process lives, so rate() works as usual.
 */
export function totalCounter<Label extends string = never>(
  registry: Registry,
  definition: Definition<Label>,
): Counter<Label> {
  return new Counter<Label>({
    name: definition.name,
    help: definition.help,
    labelNames: definition.labelNames ?? [],
    registers: [registry],
    collect() {
      this.reset();
      definition.read((labels, value) => this.inc(labels, value));
    },
  });
}

/** A gauge read at scrape time; label sets not read this time disappear. */
export function readGauge<Label extends string = never>(
  registry: Registry,
  definition: Definition<Label>,
): Gauge<Label> {
  return new Gauge<Label>({
    name: definition.name,
    help: definition.help,
    labelNames: definition.labelNames ?? [],
    registers: [registry],
    collect() {
      this.reset();
      definition.read((labels, value) => this.set(labels, value));
    },
  });
}

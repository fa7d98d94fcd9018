// A strict reader of Prometheus text exposition (format 0.0.4) for tests and benchmarks: every
// line is a `# HELP`, a `# TYPE` or a sample `name{label="value",…} value`, and each sample
// belongs to a metric whose TYPE came before it; anything else throws with the line.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** Metric family name → its TYPE. */
  types: Map<string, string>;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
const VALUE = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]Inf`;
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,(?:${LABEL}))*)?,?\\})? (${VALUE})$`);
const LABEL_PAIR = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"/g;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** Suffixes of a histogram's or summary's samples. */
const SUFFIXES = ['_bucket', '_sum', '_count'];

function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  for (const suffix of SUFFIXES) {
    if (name.endsWith(suffix) && types.has(name.slice(0, -suffix.length))) {
      return name.slice(0, -suffix.length);
    }
  }
  return undefined;
}

/** Parses the text; throws on the first line that is not exposition. */
export function parseExposition(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = new RegExp(`^# TYPE (${NAME}) (\\w+)$`).exec(line);
    if (type?.[1] && type[2]) {
      if (!TYPES.has(type[2])) throw new Error(`unknown metric type: ${line}`);
      types.set(type[1], type[2]);
      continue;
    }
    if (new RegExp(`^# HELP ${NAME} .*$`).test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`not a sample line: ${line}`);
    if (familyOf(match[1], types) === undefined) throw new Error(`sample before its TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(LABEL_PAIR)) {
      if (pair[1] !== undefined && pair[2] !== undefined) labels[pair[1]] = pair[2];
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return { samples, types };
}

/** The value of the one sample named `name` whose labels include `labels`; throws otherwise. */
export function sampleValue(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = exposition.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  const sample = found[0];
  if (found.length !== 1 || sample === undefined) {
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  }
  return sample.value;
}

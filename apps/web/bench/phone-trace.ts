// Where a phone's first seconds go (issue 15 item 5), for `npm run bench:web -- --phone-trace`:
// a Chromium performance trace (CDP Tracing, the DevTools timeline's categories) of one phone
// start, reduced to the renderer main thread's busy time up to a milestone (the first aircraft,
// the shell's search box), split by what the time was spent on: each trace event's own time
// (its duration less its children's), named by the event and, for script, by its file.
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; stackTrace?: { url?: string }[] };
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  'loading',
  '__metadata',
].join(',');

/** Starts a trace on the page's session (call before navigating). */
export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
}

/** Ends the trace and returns its events. */
export async function endTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) => {
    cdp.once('Tracing.tracingComplete', (event: { stream?: string }) =>
      resolve(event.stream ?? ''),
    );
  });
  await cdp.send('Tracing.end');
  const stream = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text +=
      chunk.base64Encoded === true ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** The last path segment of a script's address, without the build's content hash. */
function scriptName(url: string | undefined): string | null {
  if (url === undefined || url === '') return null;
  const file = url.split('/').pop() ?? url;
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
}

function urlOf(event: TraceEvent): string | null {
  const data = event.args?.data;
  return scriptName(data?.url) ?? scriptName(data?.stackTrace?.[0]?.url);
}

export interface TraceSummary {
  /** Renderer main-thread busy time up to each milestone, ms. */
  busyMs: Record<string, number>;
  /** The largest items of own time before the last milestone: label and ms. */
  top: { label: string; ms: number }[];
  /** Tasks over 50 ms before the last milestone: start (ms after navigation), length, label. */
  longTasks: { at: number; ms: number; label: string }[];
}

/**
 * Summarises `events` up to the milestones (`marks`: name → ms after navigation), the page's
 * renderer found by its `skytrace:variant` mark, navigation start recovered from that mark's time.
 */
export function summariseTrace(
  events: TraceEvent[],
  marks: Record<string, number>,
  variantMs: number,
): TraceSummary {
  const variant = events.find((event) => event.name === 'skytrace:variant');
  if (variant === undefined) throw new Error('no skytrace:variant mark in the trace');
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === variant.pid &&
      event.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? variant.tid;
  const navigationTs = variant.ts - variantMs * 1000;
  const end = Math.max(...Object.values(marks));
  const onMain = events
    .filter((event) => event.pid === variant.pid && event.tid === tid && event.ph === 'X')
    .filter((event) => event.ts >= navigationTs && event.ts <= navigationTs + end * 1000)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const own = new Map<string, number>();
  const busyMs: Record<string, number> = Object.fromEntries(Object.keys(marks).map((k) => [k, 0]));
  const longTasks: TraceSummary['longTasks'] = [];
  // Nesting by time: an event inside the previous one's span is its child.
  const stack: { event: TraceEvent; label: string; childUs: number; end: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done === undefined) break;
      const self = (done.event.dur ?? 0) - done.childUs;
      own.set(done.label, (own.get(done.label) ?? 0) + self / 1000);
    }
  };
  for (const event of onMain) {
    close(event.ts);
    const parent = stack.at(-1);
    const script = urlOf(event) ?? (parent === undefined ? null : parent.label.split(' · ')[1]);
    const label =
      script === null || script === undefined ? event.name : `${event.name} · ${script}`;
    const dur = event.dur ?? 0;
    if (parent !== undefined) parent.childUs += dur;
    else {
      // A top-level task: busy time, and a long task with what it began with.
      const at = (event.ts - navigationTs) / 1000;
      for (const [mark, ms] of Object.entries(marks)) {
        if (at < ms) busyMs[mark] = (busyMs[mark] ?? 0) + Math.min(dur / 1000, ms - at);
      }
      if (dur > 50_000) longTasks.push({ at: Math.round(at), ms: Math.round(dur / 1000), label });
    }
    stack.push({ event, label, childUs: 0, end: event.ts + dur });
  }
  close(Infinity);
  // A long task's label is its first child's, which says more than "RunTask".
  for (const task of longTasks) {
    const first = onMain.find(
      (event) => (event.ts - navigationTs) / 1000 > task.at && event.name !== 'RunTask',
    );
    if (first !== undefined)
      task.label = `${first.name}${urlOf(first) ? ` · ${urlOf(first)}` : ''}`;
  }
  const top = [...own.entries()]
    .filter(([label]) => !label.startsWith('RunTask'))
    .map(([label, ms]) => ({ label, ms: Math.round(ms) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 18);
  for (const mark of Object.keys(busyMs)) busyMs[mark] = Math.round(busyMs[mark] ?? 0);
  return { busyMs, top, longTasks };
}

/** The summary as lines for the bench's report. */
export function traceLines(summary: TraceSummary, marks: Record<string, number>): string[] {
  const lines = Object.entries(summary.busyMs).map(
    ([mark, ms]) =>
      `  main thread busy before ${mark} (${String(Math.round(marks[mark] ?? 0))} ms): ${String(ms)} ms`,
  );
  lines.push('  own time by item (ms):');
  for (const item of summary.top) lines.push(`    ${String(item.ms).padStart(5)}  ${item.label}`);
  lines.push('  tasks over 50 ms (at ms: length, first item):');
  for (const task of summary.longTasks) {
    lines.push(`    ${String(task.at).padStart(5)}: ${String(task.ms)} ms, ${task.label}`);
  }
  return lines;
}

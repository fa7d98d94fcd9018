// Scales of the altitude / speed profile chart under the playback map: time along x, altitude
// (left axis) and ground speed (right axis) along y, with round tick values.

export interface ChartBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface LinearScale {
  (value: number): number;
  invert: (pixel: number) => number;
  domain: readonly [number, number];
}

/** A linear map of [d0, d1] onto [r0, r1]; a flat domain maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = ((value: number) =>
    span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0)) as LinearScale;
  scale.invert = (pixel: number) =>
    r1 === r0 ? d0 : d0 + ((pixel - r0) / (r1 - r0)) * (span === 0 ? 0 : span);
  scale.domain = domain;
  return scale;
}

/** A step of 1, 2 or 5 × 10^n giving about `count` intervals over `span`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count <= 0) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Upper bound of the axis: `max` rounded up to the tick step (at least one step). */
export function niceMax(max: number, count: number): { max: number; step: number } {
  const step = niceStep(Math.max(max, 1), count);
  return { max: Math.max(step, Math.ceil(max / step) * step), step };
}

/** The ticks 0, step, 2·step … up to max. */
export function ticks(max: number, step: number): number[] {
  const out: number[] = [];
  for (let value = 0; value <= max + step / 1e6; value += step) out.push(value);
  return out;
}

/** Time ticks at whole minutes (1, 2, 5, 10, 15, 30, 60, 120, 180 …) for a span in ms. */
export function timeStepMs(spanMs: number, count: number): number {
  const minutes = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440];
  const wanted = spanMs / Math.max(count, 1) / 60_000;
  const chosen = minutes.find((m) => m >= wanted) ?? 1440;
  return chosen * 60_000;
}

/** Time tick positions in [startMs, endMs], aligned to the step in the given UTC offset. */
export function timeTicks(
  startMs: number,
  endMs: number,
  stepMs: number,
  offsetMs: number,
): number[] {
  const first = Math.ceil((startMs + offsetMs) / stepMs) * stepMs - offsetMs;
  const out: number[] = [];
  for (let tick = first; tick <= endMs; tick += stepMs) out.push(tick);
  return out;
}

// `--jitter F` of `npm run bench:scale`: each client subscribes with raw bounds around its view,
// every edge moved by up to ±F of the view's side, as real users' maps never line up (issue 22).
// Deterministic per client, so the bench can count the distinct bounds each process is sent.
import type { ClientBounds } from '@skytrace/contracts';

/** A repeatable number in [-1, 1) for client `global`, edge `edge` (mulberry32 step). */
function unit(global: number, edge: number): number {
  let t = (global * 4 + edge + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * 2 - 1;
}

/** The raw bounds client `global` sends for `view` (the view itself when `jitter` is 0). */
export function jitteredBounds(view: ClientBounds, global: number, jitter: number): ClientBounds {
  if (jitter === 0) return view;
  const height = (view.north - view.south) * jitter;
  const width = (view.east - view.west) * jitter;
  return {
    north: Math.min(90, view.north + height * unit(global, 0)),
    south: Math.max(-90, view.south + height * unit(global, 1)),
    east: view.east + width * unit(global, 2),
    west: view.west + width * unit(global, 3),
  };
}

/** Distinct `sub` bounds per realtime process (client i talks to process i mod `processes`). */
export function distinctBounds(
  views: readonly ClientBounds[],
  clients: number,
  processes: number,
  jitter: number,
): number[] {
  const keys = Array.from({ length: processes }, () => new Set<string>());
  for (let i = 0; i < clients; i++) {
    const view = views[i % views.length];
    if (view === undefined) continue;
    keys[i % processes]?.add(JSON.stringify(jitteredBounds(view, i, jitter)));
  }
  return keys.map((set) => set.size);
}

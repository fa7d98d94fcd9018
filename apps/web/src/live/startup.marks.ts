/**
 * Marks a start-up step on the performance timeline as `skytrace:<step>`, so `npm run bench:web`
 * and the browser's profiler show where the time to the first painted aircraft goes.
 */
export function markStartup(step: string): void {
  if (typeof performance.mark === 'function') performance.mark(`skytrace:${step}`);
}

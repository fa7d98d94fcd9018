// How long the simulator's start-up holds the event loop: the day's build (catching up flights
// under way) and the day's timetable, done in one go and in slices.
// Run: npx tsx apps/server/src/sim/sim.build.bench.ts [aircraft]
import { seedFromText } from './random';
import { Simulator } from './simulator';

const aircraft = Number(process.argv[2] ?? 2000);
const options = { seed: seedFromText('skytrace'), aircraft, startTime: Date.now() / 1000 };

/** Runs `work` while a 10 ms timer measures how late it fires; returns the figures in ms. */
async function measure(work: () => Promise<unknown>) {
  const late: number[] = [];
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    late.push(now - expected);
    expected = now + 10;
  }, 10);
  const started = performance.now();
  await work();
  const totalMs = performance.now() - started;
  // Let the timer fire once more, so a stall at the very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  late.sort((a, b) => a - b);
  return {
    totalMs: Math.round(totalMs),
    /** How often a 10 ms timer got its turn during the work. */
    timerTurns: late.length,
    lateP50Ms: Math.round(late[Math.floor(late.length * 0.5)] ?? 0),
    lateP99Ms: Math.round(late[Math.floor(late.length * 0.99)] ?? 0),
    lateMaxMs: Math.round(late.at(-1) ?? 0),
  };
}

const day = Math.floor(options.startTime / 86_400) * 86_400;
// Warm the JIT with a small fleet, so neither measured build pays for compilation.
new Simulator({ ...options, aircraft: 0, fleetSize: 300 }).timetable(day, day + 86_400);
const blocking = await measure(async () => {
  const simulator = new Simulator(options);
  simulator.timetable(day, day + 86_400);
  await Promise.resolve();
});
const sliced = await measure(async () => {
  const simulator = await Simulator.create(options);
  await simulator.timetableInSlices(day, day + 86_400);
});
console.log(JSON.stringify({ aircraft, blocking, sliced }, null, 2));

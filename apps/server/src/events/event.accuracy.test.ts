// Issue 19 item 8: the simulator flies holds, go-arounds, diversions, returns and emergency
// squawks and records what it did; the detector, over everything it flew for a simulated
// period, must find them with precision and recall ≥ 95 % per kind (printed).
import { describe, expect, it } from 'vitest';
import { runSimulatedPeriod, score } from './sim-accuracy.testing';

const START = Date.UTC(2026, 10, 21, 0, 0, 0) / 1000; // 08:00 in Beijing: the morning peak

describe('event detection against the simulator truth', () => {
  it('finds each kind with precision and recall of at least 95 %', { timeout: 600_000 }, () => {
    const run = runSimulatedPeriod({
      seed: 19,
      fleetSize: 2_000,
      startTime: START,
      hours: 8,
      sampleSeconds: 5,
    });
    const scores = score(run, ['holding', 'goAround', 'divert', 'return', 'emergency']);
    console.table(
      scores.map((s) => ({
        kind: s.kind,
        truth: s.truth,
        detected: s.detected,
        precision: `${(s.precision * 100).toFixed(1)} %`,
        recall: `${(s.recall * 100).toFixed(1)} %`,
      })),
    );
    for (const s of scores) {
      // Enough of each kind for the ratio to mean something.
      expect(s.truth, s.kind).toBeGreaterThanOrEqual(5);
      expect(s.precision, `${s.kind} precision`).toBeGreaterThanOrEqual(0.95);
      expect(s.recall, `${s.kind} recall`).toBeGreaterThanOrEqual(0.95);
    }
    // The simulator never dives: a rapid descent found in its traffic would be a false alarm.
    expect(run.detected.filter((event) => event.kind === 'rapidDescent')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { FlightSummary } from '../traces/traces.repo';
import { PART_GAP_MAX_MS, groupParts, joinParts } from './flight-parts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1, 8);

function part(id: number, fromHour: number, toHour: number, more: Partial<FlightSummary> = {}) {
  return {
    id,
    icao: 0x780a5c,
    callsign: 'CES5101',
    firstSeen: T0 + fromHour * HOUR,
    lastSeen: T0 + toHour * HOUR,
    minLat: 30 + id,
    maxLat: 31 + id,
    minLon: 120 + id,
    maxLon: 121 + id,
    origin: null,
    destination: null,
    takeoffAt: null,
    landedAt: null,
    pointCount: 100 * id,
    ...more,
  } satisfies FlightSummary;
}
const noIdentity = () => null;
const ids = (groups: FlightSummary[][]) => groups.map((group) => group.map((p) => p.id));

describe('parts of one flight', () => {
  it('joins parts after a signal gap: took off in the first, landed in the last', () => {
    const parts = [
      part(1, 0, 1, { takeoffAt: T0 + 0.1 * HOUR, origin: 'ZSPD' }),
      part(2, 2, 3),
      part(3, 4, 5, { landedAt: T0 + 4.9 * HOUR, destination: 'ZBAA' }),
    ];
    expect(ids(groupParts(parts, noIdentity))).toEqual([[1, 2, 3]]);
    const [first, ...rest] = parts;
    const joined = joinParts([first ?? parts[0]!, ...rest]);
    expect(joined.summary).toMatchObject({
      id: 1,
      firstSeen: T0,
      lastSeen: T0 + 5 * HOUR,
      minLat: 31,
      maxLat: 34,
      origin: 'ZSPD',
      destination: 'ZBAA',
      takeoffAt: T0 + 0.1 * HOUR,
      landedAt: T0 + 4.9 * HOUR,
      pointCount: 600,
    });
  });

  it('keeps flights apart after a landing then a take-off, a callsign change or a long gap', () => {
    const landed = [part(1, 0, 1, { landedAt: T0 + 0.9 * HOUR }), part(2, 2, 3)];
    expect(ids(groupParts(landed, noIdentity))).toEqual([[1], [2]]);
    const tookOff = [part(1, 0, 1), part(2, 2, 3, { takeoffAt: T0 + 2.1 * HOUR })];
    expect(ids(groupParts(tookOff, noIdentity))).toEqual([[1], [2]]);
    const renamed = [part(1, 0, 1), part(2, 2, 3, { callsign: 'CES5102' })];
    expect(ids(groupParts(renamed, noIdentity))).toEqual([[1], [2]]);
    const unnamed = [part(1, 0, 1), part(2, 2, 3, { callsign: null })];
    expect(ids(groupParts(unnamed, noIdentity))).toEqual([[1, 2]]);
    const gapHours = PART_GAP_MAX_MS / HOUR;
    const tooLong = [part(1, 0, 1), part(2, 1.01 + gapHours, 2 + gapHours)];
    expect(ids(groupParts(tooLong, noIdentity))).toEqual([[1], [2]]);
  });

  it('keeps apart parts identified as different scheduled flights', () => {
    const parts = [part(1, 0, 1), part(2, 2, 3)];
    const identity = (flight: FlightSummary) =>
      flight.id === 1 ? 'MU5101-20260101' : 'MU5101-20260102';
    expect(ids(groupParts(parts, identity))).toEqual([[1], [2]]);
    expect(ids(groupParts(parts, () => 'MU5101-20260101'))).toEqual([[1, 2]]);
  });
});

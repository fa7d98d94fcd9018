// The takeover's catch-up of a long outage: hundreds of thousands of positions read from the
// stream are checked against the database in one go. The oldest of them was once found with
// Math.min(...positions), which throws a RangeError past the call stack's room for arguments
// (bench:scale crashed the ingest process there); every position must still be offered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { LiveAircraft } from '../live/live.aircraft';
import { TraceRecorder } from '../traces/trace.recorder';
import { StreamRecording } from './recorder.stream';

const AIRCRAFT = 1_000;
const ENTRIES = 300;
const START = Date.UTC(2026, 10, 25, 4, 0, 0) / 1000;

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.close());

function entry(index: number) {
  const aircraft: LiveAircraft[] = [];
  for (let i = 0; i < AIRCRAFT; i++) {
    const state = new LiveAircraft(0x780000 + i);
    state.lat = 30 + i / 1_000;
    state.lon = 110 + index / 1_000;
    state.positionTime = START + index;
    state.lastSeen = START + index;
    aircraft.push(state);
  }
  return { origin: 'crashed', batch: { sentAt: (START + index) * 1000, aircraft, removed: [] } };
}

describe('a takeover catching up a long stream', () => {
  it('offers all of 300,000 caught-up positions once the database has been asked', async () => {
    let offered = 0;
    const logged: string[] = [];
    const logger = {
      info: () => undefined,
      warn: (_: object, message: string) => logged.push(message),
      error: (_: object, message: string) => logged.push(message),
    };
    const recording = new StreamRecording({
      origin: 'holder',
      recorder: new TraceRecorder(database.db),
      db: database.db,
      listeners: [
        {
          onPosition: () => {
            offered++;
          },
        },
      ],
      stats: { entries: 0, positions: 0, lostEntriesMs: 0 },
      logger,
      now: () => Date.now(),
    });
    const lastId = `${(START + ENTRIES) * 1000}-0`;
    recording.begin({ id: '0-0', origin: '', tableTime: 0 }, `${START * 1000}-0`, lastId);
    for (let index = 1; index <= ENTRIES; index++) {
      recording.apply(`${(START + index) * 1000}-0`, entry(index));
    }
    expect(recording.caughtUpUnopened).toBe(true);
    await recording.finishCatchUp();
    expect(offered).toBe(AIRCRAFT * ENTRIES);
    expect(recording.tableOpen).toBe(true);
    expect(logged).toEqual([]);
  }, 60_000);
});

// A real started server (PGlite in a temporary DATA_DIR): what the live table recorded before
// stop() is in the database when the server starts again. The journal is off here, so the
// stop's own flush is what is tested.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { seedServerDataDir } from './db/testing';
import { emptyLiveUpdate } from './live/live.table';
import { startServer } from './server';
import type { TracePoint } from './traces/trace.point';
import { readAircraftPoints } from './traces/recorded-points.repo';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-stop-'));
// Starts from the migrated template with reference data: the first start skips loading it.
beforeAll(() => seedServerDataDir(dataDir), 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SIM: 'off',
  FEED_BEAST_PORT: '0',
  FEED_AVR_PORT: '0',
  FEED_SBS_PORT: '0',
  LOG_LEVEL: 'silent',
  TRACE_JOURNAL: 'off',
});

const AIRCRAFT = 40;
const FIRST_ICAO = 0x7b0000;

describe('server stop', () => {
  it('writes every recorded point before it closes the database', async () => {
    const first = await startServer(config);
    const start = Math.floor(Date.now() / 1000) - 120;
    const kept = new Map<number, TracePoint[]>();
    let lastTime = 0;
    for (let n = 0; n < AIRCRAFT; n++) {
      const icao = FIRST_ICAO + n;
      for (let s = 0; s < 90; s++) {
        lastTime = start + s;
        first.liveTable.apply({
          ...emptyLiveUpdate(),
          icao,
          deviceId: 'test',
          time: lastTime,
          callsign: `CES${n}`,
          altitude: 20_000 + 40 * s,
          lat: 31 + s * 0.002,
          lon: 121 + n * 0.1 + (s > 45 ? (s - 45) * 0.002 : 0),
          groundSpeed: 420,
          track: s > 45 ? 45 : 0,
          verticalRate: 2_400,
        });
      }
      kept.set(icao, first.recorder.recentPoints(icao));
    }
    await first.stop();

    const second = await startServer(config);
    try {
      for (const [icao, points] of kept) {
        const stored = await readAircraftPoints(second.database.db, icao, 0, Date.now());
        expect(points.length).toBeGreaterThan(3);
        // Every kept point, then the latest offered one (a flight's last point is always kept).
        expect(stored.slice(0, points.length)).toEqual(points);
        expect(stored.at(-1)?.time).toBe(lastTime * 1000);
      }
    } finally {
      await second.stop();
    }
  }, 150_000);
});

// The daily figures of spec §3 must not move when the per-message path is made cheaper (issue
// 21): the simulator's receivers, fed straight into feed sessions on a fixed clock across the
// UTC+8 midnight, must end with exactly the rows they did before that work, and the message
// counts must equal a straightforward count of the Mode S frames sent.
import { BeastFramer, BeastType } from '@skytrace/adsb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { FeedSession } from '../ingest/feed.session';
import { LiveTable } from '../live/live.table';
import { Simulator } from '../sim/simulator';
import { DeviceRegistry } from './device.registry';
import { readDailyStats } from './devices.repo';

/** 23:56 in Beijing: ten simulated minutes cross the UTC+8 day boundary. */
const START = Date.UTC(2026, 10, 21, 15, 56, 0) / 1000;
const TICK_SECONDS = 0.5;
const TICKS = 1200;

/**
 * Rows written by the code before issue 21's changes (main at f8f64a3) for this same feed:
 * summed over every device per day, ranges to the metre.
 */
const BEFORE: Record<string, Record<string, number>> = {
  '2026-11-21': {
    messageCount: 409744,
    positionCount: 153516,
    anumCount: 514,
    ongroundAnumCount: 13,
    ongroundFnumCount: 13,
    adsbUpTotal: 1,
    adsbDownTotal: 2,
    realUpTotal: 1,
    realDownTotal: 2,
    runwayUpRecover: 0,
    runwayDownRecover: 1,
    maxRangeKm: 15605.328,
    typicalRangeKm: 13022.0,
    onlineSeconds: 14077,
    devices: 67,
  },
  '2026-11-22': {
    messageCount: 739472,
    positionCount: 278021,
    anumCount: 541,
    ongroundAnumCount: 20,
    ongroundFnumCount: 20,
    adsbUpTotal: 7,
    adsbDownTotal: 7,
    realUpTotal: 7,
    realDownTotal: 7,
    runwayUpRecover: 0,
    runwayDownRecover: 4,
    maxRangeKm: 17385.438,
    typicalRangeKm: 14084.0,
    onlineSeconds: 23880,
    devices: 68,
  },
};

type Row = Awaited<ReturnType<typeof readDailyStats>>[number];

function summarise(rows: Row[]): Record<string, Record<string, number>> {
  const days: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const day = (days[row.day] ??= {});
    for (const [key, value] of Object.entries(row)) {
      if (key === 'devId' || key === 'day' || typeof value !== 'number') continue;
      const rounded = key.endsWith('RangeKm') ? Math.round(value * 1000) / 1000 : value;
      day[key] = (day[key] ?? 0) + rounded;
    }
    day.devices = (day.devices ?? 0) + 1;
  }
  for (const day of Object.values(days)) {
    for (const key of ['maxRangeKm', 'typicalRangeKm']) {
      day[key] = Math.round((day[key] ?? 0) * 1000) / 1000;
    }
  }
  return days;
}

describe('daily device figures on a fixed feed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('are exactly those of before, and count every Mode S frame sent', async () => {
    let now = START;
    const registry = new DeviceRegistry(database.db, { now: () => now });
    const liveTable = new LiveTable();
    const simulator = new Simulator({ seed: 21, aircraft: 0, fleetSize: 400, startTime: START });
    const network = simulator.network;
    await registry.registerOperatorDevices(network.uuids);
    const sessions = network.uuids.map(
      (uuid, i) =>
        new FeedSession('beast', { liveTable, registry, now: () => now }, `10.0.0.${i}`, uuid),
    );
    // The straightforward reference: every Mode S frame of every receiver, counted on its own.
    let modeS = 0;
    const counter = new BeastFramer((frame) => {
      if (frame.type === BeastType.ModeSShort || frame.type === BeastType.ModeSLong) modeS++;
    });
    for (let tick = 0; tick < TICKS; tick++) {
      simulator.advance(TICK_SECONDS);
      now = simulator.time;
      for (let r = 0; r < network.count; r++) {
        if (network.online[r] !== 1) continue;
        const bytes = (network.buffers[r] ?? new Uint8Array(0)).subarray(0, network.lengths[r]);
        counter.feed(bytes);
        // Two reads per tick, as a socket delivers them.
        const half = bytes.length >> 1;
        sessions[r]?.feed(bytes.subarray(0, half));
        sessions[r]?.feed(bytes.subarray(half));
      }
      network.clear();
      if (tick % 10 === 9) for (const session of sessions) session.maintain(now);
      if (tick % 60 === 59) await registry.flush();
    }
    await registry.flush();

    const rows: Row[] = [];
    for (const session of sessions) {
      const devId = session.device.devId;
      if (devId !== undefined) rows.push(...(await readDailyStats(database.db, devId)));
    }
    const days = summarise(rows);
    const messages = Object.values(days).reduce((sum, day) => sum + (day.messageCount ?? 0), 0);
    expect(messages).toBe(modeS);
    expect(Object.keys(days)).toHaveLength(2);
    expect(days).toEqual(BEFORE);
  }, 120_000);
});

// The realtime host's track-file calls (spec §7) on flights recorded through the live table:
// lookup by box and time range (exact: a point must pass through the box), paging newest
// first, validation with translated errors, the login rule, and one file's points and download.
import { ADSB_FULL_PATHS, API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/tokens.service';
import { insertUser } from '../accounts/users.repo';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import type { TracePoint } from '../traces/trace.point';
import type { PlaybackService } from './playback.service';
import { openPlaybackServer, recordThroughLiveTable } from './playback.testing';
import { TrackFileService } from './track-files.service';

const MINUTE = 60_000;
const T = Date.UTC(2026, 0, 5, 8);
const at = (minutes: number) => T + minutes * MINUTE;
/** The lookup box: west of Shanghai Pudong. */
const BOX = { west: 121.0, south: 31.0, east: 121.6, north: 31.4 };

/** Straight legs through the given [lat, lon] corners, a position every 5 s, FL300, 420 kt. */
function path(start: number, minutesPerLeg: number, corners: [number, number][]): TracePoint[] {
  const points: TracePoint[] = [];
  const steps = (minutesPerLeg * 60) / 5;
  corners.slice(1).forEach(([lat, lon], leg) => {
    const [fromLat, fromLon] = corners[leg] ?? [lat, lon];
    const track = ((Math.atan2(lon - fromLon, lat - fromLat) * 180) / Math.PI + 360) % 360;
    for (let i = 0; i < steps; i++) {
      points.push({
        time: start + (leg * steps + i) * 5_000,
        lat: fromLat + ((lat - fromLat) * i) / steps,
        lon: fromLon + ((lon - fromLon) * i) / steps,
        altitude: 30_000,
        groundSpeed: 420,
        track,
        verticalRate: 0,
        onGround: false,
        squawk: 0x3321,
      });
    }
  });
  return points;
}

const across = (minute: number) =>
  path(at(minute), 20, [
    [31.2, 120.8],
    [31.2, 121.8],
  ]);
const FLIGHTS: [icao: number, callsign: string, positions: TracePoint[]][] = [
  [0x7a0001, 'CSN301', across(0)],
  // Wholly inside the box.
  [
    0x7a0002,
    'CSN302',
    path(at(30), 20, [
      [31.1, 121.1],
      [31.3, 121.5],
    ]),
  ],
  // Its bounding box covers the box, its track never enters it.
  [
    0x7a0003,
    'CSN303',
    path(at(0), 20, [
      [30.0, 120.0],
      [32.5, 120.5],
      [32.5, 123.0],
    ]),
  ],
  [0x7a0004, 'CSN304', across(300)],
  [0x7a0005, 'CSN305', across(60)],
  [0x7a0006, 'CSN306', across(90)],
];

let database: Database;
const apps: FastifyInstance[] = [];
let open: string;
let closed: string;
let token: string;
let playback: PlaybackService;
const kept = new Map<string, Map<number, TracePoint>>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [icao, callsign, positions] of FLIGHTS) {
    kept.set(callsign, await recordThroughLiveTable(database, icao, callsign, positions));
  }
  const opened = await openPlaybackServer(database, false);
  const locked = await openPlaybackServer(database, true);
  apps.push(opened.app, locked.app);
  open = opened.base;
  playback = opened.playback;
  closed = locked.base;
  const user = await insertUser(database.db, { username: 'spotter', passwordHash: 'x' });
  token = (await createSession(database.db, user.id)).token;
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

interface TrackFile {
  file_name: string;
  callsign: string | null;
  icaoId: string;
  firstSeen: number;
  lastSeen: number;
  pointCount: number;
  bbox: { west: number; south: number; east: number; north: number };
}
interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface FileList {
  page: number;
  hasMore: boolean;
  complete: boolean;
  files: TrackFile[];
}

async function lookup(
  body: Record<string, string | number>,
  options: { base?: string; headers?: Record<string, string> } = {},
): Promise<Envelope<FileList>> {
  const response = await fetch(`${options.base ?? open}${ADSB_FULL_PATHS.trackFileLookup}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ),
  });
  return (await response.json()) as Envelope<FileList>;
}
async function detail<T>(fileName: string, query = ''): Promise<Envelope<T>> {
  const name = encodeURIComponent(fileName);
  const response = await fetch(
    `${open}${ADSB_FULL_PATHS.trackFileDetail}?file_name=${name}${query}`,
  );
  return (await response.json()) as Envelope<T>;
}
const window = (fromMinute: number, toMinute: number) => ({
  ...BOX,
  startTime: at(fromMinute) / 1000,
  endTime: at(toMinute) / 1000,
});

describe('track-file lookup', () => {
  it('lists the files whose track passes through the box in the range, newest first', async () => {
    const answer = await lookup(window(-60, 120));
    expect(answer.code).toBe(200);
    expect(answer.data.files.map((f) => f.callsign)).toEqual([
      'CSN306',
      'CSN305',
      'CSN302',
      'CSN301',
    ]);
    expect(answer.data).toMatchObject({ page: 1, hasMore: false, complete: true });
    const first = answer.data.files.find((f) => f.callsign === 'CSN301');
    expect(first).toMatchObject({ icaoId: '7A0001', pointCount: kept.get('CSN301')?.size });
    expect(first?.file_name).toMatch(/^7a0001-20260105T080\d{3}Z-\d+$/);
    expect(first?.bbox.west).toBeCloseTo(120.8, 4);
    expect(first?.firstSeen).toBe(T / 1000);
    // Later: only the flight of that hour.
    const later = await lookup(window(240, 360));
    expect(later.data.files.map((f) => f.callsign)).toEqual(['CSN304']);
    // A range inside one flight's time finds it by its points in that range alone.
    const inside = await lookup(window(8, 9));
    expect(inside.data.files.map((f) => f.callsign)).toEqual(['CSN301']);
  });

  it('pages the answer', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => lookup({ ...window(-60, 120), page, pageSize: 3 })),
    );
    expect(pages.map((p) => p.data.files.map((f) => f.callsign))).toEqual([
      ['CSN306', 'CSN305', 'CSN302'],
      ['CSN301'],
      [],
    ]);
    expect(pages.map((p) => p.data.hasMore)).toEqual([true, false, false]);
    const exact = await lookup({ ...window(-60, 120), page: 2, pageSize: 2 });
    expect(exact.data.files.map((f) => f.callsign)).toEqual(['CSN302', 'CSN301']);
    expect(exact.data.hasMore).toBe(false);
  });

  it('finds the same pages however few candidates each checking round takes', async () => {
    const files = new TrackFileService({ db: database.db, playback, firstBatch: 1 });
    const range = { ...window(-60, 120), pageSize: 2 };
    const [first, second] = await Promise.all(
      [1, 2].map((page) => files.lookup({ ...range, page })),
    );
    expect(first?.files.map((f) => f.callsign)).toEqual(['CSN306', 'CSN305']);
    expect(second?.files.map((f) => f.callsign)).toEqual(['CSN302', 'CSN301']);
    expect([first?.hasMore, second?.hasMore]).toEqual([true, false]);
  });

  it('refuses a range too long or reversed, and bad boxes, with translated messages', async () => {
    const week = await lookup({ ...BOX, startTime: T / 1000, endTime: T / 1000 + 8 * 86_400 });
    expect(week).toMatchObject({
      code: 400,
      msg: 'The end time must be after the start time, at most 7 days later.',
    });
    const reversed = await lookup(window(60, 0), { headers: { 'accept-language': 'zh-CN' } });
    expect(reversed).toMatchObject({
      code: 400,
      msg: '结束时间须晚于开始时间，且间隔不超过 7 天。',
    });
    const badBox = await lookup({ ...window(0, 60), north: 95 });
    expect(badBox.code).toBe(400);
    expect(badBox.msg).toContain('body.north');
    expect((await lookup({ ...window(0, 60), pageSize: 1_000 })).code).toBe(400);
  });

  it('follows the login rule: 401 for visitors, the list with a session (header or token)', async () => {
    const visitor = await lookup(window(-60, 120), { base: closed });
    expect(visitor.code).toBe(401);
    const signedIn = await lookup(window(-60, 120), {
      base: closed,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.data.files).toHaveLength(4);
    const unknown = `${closed}${ADSB_FULL_PATHS.trackFileDetail}?file_name=7a0001-20260105T080000Z-999999`;
    expect((await fetch(`${unknown}&token=${token}`)).status).toBe(404);
    expect((await fetch(unknown)).status).toBe(401);
  });
});

describe('track-file detail', () => {
  it("answers the file's points in the playback point shape", async () => {
    const [file] = (await lookup(window(8, 9))).data.files;
    const answer = await detail<{
      file: TrackFile;
      points: { time: number; lat: number; alt: number; squawk: string }[];
    }>(file?.file_name ?? '');
    expect(answer.code).toBe(200);
    expect(answer.data.file).toEqual(file);
    const truth = [...(kept.get('CSN301')?.values() ?? [])].sort((a, b) => a.time - b.time);
    expect(answer.data.points.map((p) => p.time * 1000)).toEqual(truth.map((p) => p.time));
    expect(answer.data.points[0]).toMatchObject({ alt: 30_000, squawk: '3321' });
  });

  it('rejects garbage names with a translated 400 and unknown ones with a 404', async () => {
    for (const garbage of ['../../etc/passwd', '7a0001-20260105T080000Z-0', 'x'.repeat(200)]) {
      const answer = await detail(garbage);
      expect(answer.code).toBe(400);
      expect(answer.msg).toContain('This is not the name of a track file.');
    }
    expect((await detail('../x', '&lang=zh')).msg).toContain('这不是轨迹文件的名称。');
    const [file] = (await lookup(window(8, 9))).data.files;
    const name = file?.file_name ?? '';
    // Right id, wrong aircraft or time: no such file (an id alone names nothing).
    const otherAircraft = await detail(`7a0002${name.slice(6)}`);
    expect(otherAircraft).toMatchObject({ code: 404, msg: 'No track file with this name.' });
    const otherTime = await detail(name.replace('T080', 'T090'));
    expect(otherTime.code).toBe(404);
    expect((await detail('7a0001-20260105T080000Z-999999')).code).toBe(404);
  });

  it('downloads one file through the path export (CSV, KML)', async () => {
    const [file] = (await lookup(window(8, 9))).data.files;
    const base = `${open}${API_V2_FULL_PATHS.exportFullPath}?file_name=${file?.file_name ?? ''}`;
    const csv = await (await fetch(`${base}&format=csv`)).text();
    expect(csv.trim().split('\r\n')).toHaveLength((kept.get('CSN301')?.size ?? 0) + 1);
    const kml = await fetch(`${base}&format=kml`);
    expect(kml.headers.get('content-disposition')).toContain('.kml');
    expect(await kml.text()).toContain('<Data name="squawk"><value>3321</value></Data>');
    const bad = await fetch(`${open}${API_V2_FULL_PATHS.exportFullPath}?file_name=../x`);
    expect(bad.status).toBe(400);
  });
});

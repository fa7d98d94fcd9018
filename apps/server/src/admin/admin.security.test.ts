// Issue 16 item 6: every registered /adsb route of a real started server (all roles but the
// simulator), except the feeder input, the track files and the socket address handout, which
// have their own rules, answers 401 without a token and 403 to a signed-in user without the
// permission. A new admin route that forgets its permission fails here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADSB_PATHS, ADSB_ROOT, API_V2_PATHS, API_V2_ROOT } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords';
import { createSession } from '../accounts/tokens.service';
import { insertUser } from '../accounts/users.repo';
import { loadConfig } from '../config';
import { seedServerDataDir } from '../db/testing';
import { startServer, type RunningServer } from '../server';

/** Routes under /adsb that are not back-office calls (spec §7's realtime host and feeders). */
const OWN_RULES = new Set<string>([
  ADSB_PATHS.compressedFeed,
  ADSB_PATHS.trackFileLookup,
  ADSB_PATHS.trackFileDetail,
  ADSB_PATHS.socketApi,
  // The tracker's public map layers at spec §7's /adsb/frw paths (airroutes/, issue 19).
  ADSB_PATHS.navaidPoints,
  ADSB_PATHS.domesticRoutes,
  // The holding areas, the same map's route layer (events/, issue 19, h19b).
  ADSB_PATHS.routeWait,
]);

interface RouteEntry {
  method: string;
  url: string;
}

/** The routes of Fastify's `printRoutes({ commonPrefix: false })` tree, HEAD left out. */
export function parseRouteTree(tree: string): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(\S+)(?: \(([^)]*)\))?/.exec(line.slice(branch + 4));
    if (!match?.[1]) continue;
    stack.length = depth;
    stack.push(match[1]);
    for (const method of (match[2] ?? '').split(',').map((m) => m.trim())) {
      if (method !== '' && method !== 'HEAD') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-admin-security-'));
let server: RunningServer;
let plainToken: string;

beforeAll(async () => {
  await seedServerDataDir(dataDir);
  server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SIM: 'off',
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      LOG_LEVEL: 'silent',
      TRACE_JOURNAL: 'off',
      ADMIN_USERNAME: 'firstadmin',
      ADMIN_PASSWORD: 'granite orchard signal 58',
    }),
  );
  const user = await insertUser(server.database.db, {
    username: 'plainuser',
    passwordHash: await hashPassword('plain user password 1'),
  });
  plainToken = (await createSession(server.database.db, user.id)).token;
}, 120_000);
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function ask(route: RouteEntry, token?: string): Promise<number> {
  const url = `${server.url}${route.url.replace(/:\w+/g, '1')}?lang=en`;
  const response = await fetch(url, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: route.method === 'POST' ? '{}' : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

describe('back-office route security', () => {
  it('guards every /adsb route: 401 without a token, 403 without the permission', async () => {
    const routes = parseRouteTree(server.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        route.url.startsWith(`${ADSB_ROOT}/`) && !OWN_RULES.has(route.url.slice(ADSB_ROOT.length)),
    );
    // The parse found the routes this issue adds (the enumeration is not empty by mistake).
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        `${ADSB_ROOT}${ADSB_PATHS.menuTree}`,
        `${ADSB_ROOT}${ADSB_PATHS.roleDelete}`,
        `${ADSB_ROOT}${ADSB_PATHS.userResetPassword}`,
        `${ADSB_ROOT}${ADSB_PATHS.syslogList}`,
        `${ADSB_ROOT}${ADSB_PATHS.adminUserInfo}`,
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const route of routes) {
      const anonymous = await ask(route);
      const plain = await ask(route, plainToken);
      if (anonymous !== 401 || plain !== 403) {
        wrong.push(`${route.method} ${route.url}: ${anonymous} / ${plain}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('made the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    const login = await fetch(`${server.url}${API_V2_ROOT}${API_V2_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        loginType: '1',
        username: 'firstadmin',
        password: 'granite orchard signal 58',
      }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const tree = await fetch(`${server.url}${ADSB_ROOT}${ADSB_PATHS.menuTreeMine}`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(tree.status).toBe(200);
  });
});

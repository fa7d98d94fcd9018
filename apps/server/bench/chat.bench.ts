// `npm run bench:chat [-- --calls 100]`: issue 20's targets for the assistant.
//  1. Built-in mode, p95 ≤ 200 ms server time: each example question (en and zh) asked `--calls`
//     times over real HTTP against a realistic sky (reference data, six hubs' timetable with a
//     fifth of departures late, 3,000 live aircraft, recorded flights); timed from the request to
//     the end of the event stream on loopback (an upper bound of server time). The peer is the
//     airport page's `airport/delay` call, the same work as the delays question.
//  2. Provider mode, first token ≤ 300 ms after the provider's: a fake OpenAI-compatible server
//     in this process (one tool call, then a streamed answer) stamps its first text token as
//     written; the reader stamps the first `token` event it receives. The peer is the provider
//     read directly (its own write-to-read delay).
// The load average is printed next to the figures: on a shared machine they are not ours alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { API_V2_FULL_PATHS, type ChatStreamEvent } from '@skytrace/contracts';
import { pino } from 'pino';
import { accountsModule } from '../src/accounts/accounts.module';
import { createSession } from '../src/accounts/tokens.service';
import { insertUser } from '../src/accounts/users.repo';
import { airportsModule } from '../src/airports/airports.module';
import { buildAirportDay } from '../src/airports/airports.testing';
import { chatModule } from '../src/chat/chat.module';
import { startFakeProvider, textChunks, toolCallChunks } from '../src/chat/chat.provider.testing';
import { fromPglite } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { FlightEventsService } from '../src/flights/flight-events.service';
import { FlightIdentityService } from '../src/flights/flight-identity.service';
import { LiveAircraft, LiveAirGround } from '../src/live/live.aircraft';
import { LiveTable } from '../src/live/live.table';
import { composeApp } from '../src/modules/compose';
import { ensureReferenceData } from '../src/reference/reference.load';
import { AirportIndex } from '../src/tracker/airport.index';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '100' } } });
const CALLS = Number(values.calls);
const NOW = Math.floor(Date.now() / 1000);
const DAY_START = Math.floor(NOW / 86_400) * 86_400;

const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => `${value.toFixed(1)} ms`;

const started = performance.now();
const database = fromPglite(await PGlite.create());
await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
await ensureReferenceData(database, pino({ level: 'silent' }));
const identity = new FlightIdentityService(database.db);
const events = new FlightEventsService(database.db, identity, { now: () => NOW * 1000 });
const hubs: [string, string, string, string][] = [
  ['ZBAA', 'ZSSS', 'CCA', 'CA'],
  ['ZSPD', 'ZGGG', 'CES', 'MU'],
  ['ZGSZ', 'ZUUU', 'CSZ', 'ZH'],
  ['ZUCK', 'ZSHC', 'CSC', '3U'],
  ['ZPPP', 'ZLXY', 'CXA', 'MF'],
  ['ZSAM', 'ZHHH', 'CHH', 'HU'],
];
for (const [index, [airport, other, airlineIcao, iata]] of hubs.entries()) {
  await buildAirportDay(database.db, identity, events, {
    airport,
    other,
    airline: { icao: airlineIcao, iata },
    firstNumber: 1000 + index * 2000,
    dayStart: DAY_START - 86_400,
    flights: 400,
    spreadMinutes: 47 * 60,
    delayMinutes: (n) => (n % 5 === 0 ? 30 + (n % 7) * 10 : n % 8),
    until: NOW,
  });
}
const liveTable = new LiveTable();
for (let n = 0; n < 3000; n++) {
  const aircraft = new LiveAircraft(0x880000 + n);
  aircraft.callsign =
    n === 0 ? 'CES5101' : n < 400 ? `CCA${(1000 + 2 * n + 1).toString()}` : `TST${n.toString()}`;
  aircraft.lat = n === 0 ? 31.2 : 20 + (n % 30) + (n % 7) / 10;
  aircraft.lon = n === 0 ? 121.6 : 100 + (n % 25) + (n % 11) / 10;
  aircraft.altitude = 1_000 + (n % 40) * 1_000;
  aircraft.groundSpeed = 420;
  aircraft.airGround = LiveAirGround.Airborne;
  aircraft.lastSeen = NOW;
  liveTable.aircraft.set(aircraft.icao, aircraft);
}
await identity.refresh();
const airportIndex = new AirportIndex();
await airportIndex.load(database.db);
const provider = await startFakeProvider();

async function startApp(withProvider: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-chat-bench-'));
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1024 * 1024,
        trustProxy: false,
        webDist: dataDir,
        dataDir,
        chat: {
          provider: withProvider
            ? { url: provider.url, apiKey: 'bench', model: 'bench' }
            : undefined,
          dailyQuota: 100_000,
          timeoutMs: 30_000,
          perMinute: 100_000,
        },
      },
      database,
      roles: () => ['http'],
      version: 'bench',
      accounts: { dataDir },
      flights: { identity },
      liveTable,
      tracker: { airports: airportIndex, hiddenRegistrations: new Set<string>() },
      now: () => NOW,
    },
    [accountsModule, airportsModule, chatModule],
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port.toString() : '0'}`,
  };
}

const user = await insertUser(database.db, { username: 'chatbench', passwordHash: 'x' });
const { token } = await createSession(database.db, user.id);
const builtin = await startApp(false);
const withProvider = await startApp(true);
console.log(
  `built the sky in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`,
);

/** Asks and reads the stream; resolves with the total time and when the first token came. */
async function ask(
  base: string,
  question: string,
): Promise<{ total: number; firstToken: number; events: ChatStreamEvent[] }> {
  const start = performance.now();
  const response = await fetch(`${base}${API_V2_FULL_PATHS.chatAsk}?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
  });
  if (!response.body) throw new Error(`no stream: ${response.status.toString()}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstToken = Number.NaN;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstToken) && text.includes('"type":"token"')) firstToken = performance.now();
  }
  const parsed = text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as ChatStreamEvent);
  return { total: performance.now() - start, firstToken, events: parsed };
}

const questions = [
  'Where is MU5101 now?',
  'What is flying over Shanghai below 3,000 m?',
  'When did B-1234 land yesterday?',
  'Which airport has the most delays?',
  'How is my receiver doing?',
  'Why is CA1234 a hot flight?',
  'MU5101现在在哪？',
  '上海上空3000米以下有哪些飞机？',
  '哪个机场延误最多？',
];
console.log(`\nbuilt-in assistant, ${CALLS.toString()} calls per question (target p95 ≤ 200 ms)`);
const all: number[] = [];
for (const question of questions) {
  const times: number[] = [];
  for (let call = 0; call < CALLS; call++) {
    const answer = await ask(builtin.base, question);
    if (answer.events.at(-1)?.type !== 'done') throw new Error(`no answer to ${question}`);
    times.push(answer.total);
  }
  all.push(...times);
  console.log(
    `  ${question.padEnd(46)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  (load ${load()})`,
  );
}
const peer: number[] = [];
for (let call = 0; call < CALLS; call++) {
  const start = performance.now();
  await (await fetch(`${builtin.base}${API_V2_FULL_PATHS.airportDelay}?lang=en`)).text();
  peer.push(performance.now() - start);
}
console.log(
  `  all questions p95 ${ms(percentile(all, 95))}; peer airport/delay p95 ${ms(percentile(peer, 95))}, ratio ${(percentile(all, 95) / percentile(peer, 95)).toFixed(2)} (load ${load()})`,
);

console.log(
  `\nprovider mode, ${CALLS.toString()} questions (target first token ≤ 300 ms after the provider's)`,
);
const lags: number[] = [];
const totals: number[] = [];
for (let call = 0; call < CALLS; call++) {
  provider.script([
    () => ({
      chunks: toolCallChunks([
        { id: 'c1', name: 'flight_position', arguments: { flight: 'MU5101' } },
      ]),
    }),
    () => ({ chunks: textChunks('MU5101 is over Shanghai at 1,000 m, heading east.') }),
  ]);
  provider.firstTokenWritten.length = 0;
  const answer = await ask(withProvider.base, 'Where is MU5101 now?');
  const written = provider.firstTokenWritten[0];
  if (written === undefined || Number.isNaN(answer.firstToken)) throw new Error('no token');
  lags.push(answer.firstToken - written);
  totals.push(answer.total);
}
// Peer: the same streamed reply read straight from the provider, no assistant between.
const direct: number[] = [];
for (let call = 0; call < CALLS; call++) {
  provider.script([
    () => ({ chunks: textChunks('MU5101 is over Shanghai at 1,000 m, heading east.') }),
  ]);
  provider.firstTokenWritten.length = 0;
  const response = await fetch(`${provider.url}/chat/completions`, { method: 'POST', body: '{}' });
  const reader = response.body?.getReader();
  const first = await reader?.read();
  const received = performance.now();
  while (reader && !(await reader.read()).done);
  const written = provider.firstTokenWritten[0];
  if (first?.value && written !== undefined) direct.push(received - written);
}
console.log(
  `  first token after the provider's: p50 ${ms(percentile(lags, 50))}  p95 ${ms(percentile(lags, 95))}; whole answer p95 ${ms(percentile(totals, 95))} (load ${load()})`,
);
console.log(
  `  peer, provider read directly: p50 ${ms(percentile(direct, 50))}  p95 ${ms(percentile(direct, 95))}; ratio p95 ${(percentile(lags, 95) / Math.max(0.1, percentile(direct, 95))).toFixed(1)}`,
);

await builtin.app.close();
await withProvider.app.close();
await provider.close();
await database.close();

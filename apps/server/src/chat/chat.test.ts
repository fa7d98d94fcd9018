// The built-in assistant over real HTTP on a real database and a test sky: each example question
// of issue 20 in English and Chinese, its answer checked against the live table and the stored
// history; sign-in, validation, the daily quota and the rate limit.
import { API_V2_FULL_PATHS, type ChatQuota } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOwnedDevice } from '../devices/my-devices.repo';
import { clock } from './chat.phrases';
import { answerText, SKY, startChatApp, type ChatHarness } from './chat.testing';

let app: ChatHarness;
let limited: ChatHarness;
let alice: { id: number; token: string };

beforeAll(async () => {
  app = await startChatApp({ dailyQuota: 100, perMinute: 1000 });
  limited = await startChatApp({ dailyQuota: 3, perMinute: 4 });
  alice = await app.user();
}, 120_000);
afterAll(async () => {
  await app.close();
  await limited.close();
});

const metres = (feet: number) => Math.round(feet * 0.3048).toLocaleString('en-US');

async function answer(question: string, lang: 'en' | 'zh' = 'en') {
  const result = await app.ask(alice.token, question, lang);
  expect(result.status).toBe(200);
  expect(result.events.at(-1)).toMatchObject({ type: 'done', mode: 'builtin' });
  const links = result.events.flatMap((event) => (event.type === 'links' ? event.links : []));
  return { text: answerText(result.events), links, events: result.events };
}

describe('the built-in assistant in English', () => {
  it('says where MU5101 is from the live table, with map and flight links', async () => {
    const { text, links } = await answer('Where is MU5101 now?');
    const live = app.liveTable.aircraft.get(SKY.mu5101.icao);
    expect(live).toBeDefined();
    expect(text).toContain('MU5101');
    expect(text).toContain('B-1234');
    expect(text).toContain(`${SKY.mu5101.lat.toFixed(2)}°N ${SKY.mu5101.lon.toFixed(2)}°E`);
    expect(text).toContain(`${metres(SKY.mu5101.altitudeFt)} m high`);
    expect(links.map((link) => link.path)).toEqual(
      expect.arrayContaining(['/tracker/MU5101', '/tracker/121.7000,31.1500/10']),
    );
  });

  it('lists what flies over Shanghai below 3,000 m, leaving out higher and grounded aircraft', async () => {
    const { text, links } = await answer('What is flying over Shanghai below 3,000 m?');
    expect(text).toMatch(
      /^1 aircraft is airborne within 60 km of Shanghai below 3,000 m: MU5101 at /,
    );
    expect(text).not.toContain('CZ3001');
    expect(text).not.toContain('CES222');
    expect(links[0]?.kind).toBe('map');
    const all = await answer('what is flying over Shanghai?');
    expect(all.text).toMatch(/^2 aircraft are airborne within 60 km of Shanghai: /);
    expect(all.text).toContain('CZ3001 at 6,096 m');
  });

  it('tells when B-1234 landed yesterday from the recorded flights, with a playback link', async () => {
    const { text, links } = await answer('When did B-1234 land yesterday?');
    expect(text).toContain(`B-1234 landed on`);
    expect(text).toContain(`at ${clock(app.landedAt)} at ZSPD (CES5100)`);
    expect(links[0]).toMatchObject({ kind: 'playback' });
    expect(links[0]?.path).toMatch(/^\/playbacksup\/B-1234\/\d+\/\d+\/\d+$/);
    const today = await answer('When did B-1234 land today?');
    expect(today.text).toMatch(/^No landing of B-1234 was recorded on \d{4}-\d{2}-\d{2}/);
  });

  it('explains why CA1234 is hot from its detected go-around', async () => {
    const { text } = await answer('Why is CA1234 a hot flight?');
    expect(text).toBe(
      `CA1234 is a hot flight because of a go-around at PEK at ${clock(app.now - 3600)}.`,
    );
  });

  it('answers which airport has the most delays from the airport statuses', async () => {
    const { text, events } = await answer('Which airport has the most delays?');
    expect(events).toContainEqual({ type: 'tool', name: 'airport_delays' });
    // No timetable in the test database: no airport has delayed departures.
    expect(text).toMatch(/^No airport shows delayed departures/);
  });

  it("reports the user's own receivers only", async () => {
    const bob = await app.user();
    expect((await answer('How is my receiver doing?')).text).toBe(
      'No receiver is bound to your account yet.',
    );
    await insertOwnedDevice(app.database.db, bob.id, 'chat-test-feeder-1');
    const mine = await app.ask(bob.token, 'How is my receiver doing?');
    expect(answerText(mine.events)).toMatch(/^chat-test-feeder-1: offline; today 0 messages/);
    // Alice still has none: Bob's device is not hers.
    expect((await answer('how is my receiver doing')).text).toBe(
      'No receiver is bound to your account yet.',
    );
  });

  it('says plainly what it cannot answer', async () => {
    const { text, links } = await answer('Write me a poem about clouds');
    expect(text).toMatch(/^I am Skytrace's built-in assistant \(no AI model is configured\)/);
    expect(text).toContain('I cannot answer this question.');
    expect(links).toEqual([]);
  });

  it('says when a flight is not in the live picture', async () => {
    const { text } = await answer('Where is ZZ9999?');
    expect(text).toMatch(/^ZZ9999 is not in the live picture/);
  });
});

describe('the built-in assistant in Chinese', () => {
  it('answers the six example questions from the same data', async () => {
    const where = await answer('MU5101现在在哪？', 'zh');
    expect(where.text).toContain(
      `北纬 ${SKY.mu5101.lat.toFixed(2)}°、东经 ${SKY.mu5101.lon.toFixed(2)}°`,
    );
    expect(where.text).toContain(`高度 ${metres(SKY.mu5101.altitudeFt)} 米`);

    const over = await answer('上海上空3000米以下有哪些飞机？', 'zh');
    expect(over.text).toMatch(/^上海周围 60 公里内 3,000 米以下现在有 1 架飞机在空中：MU5101 /);

    const landed = await answer('B-1234昨天什么时候降落的？', 'zh');
    expect(landed.text).toContain(`降落于 ${clock(app.landedAt)} ZSPD（CES5100）`);

    const hot = await answer('为什么CA1234是热门航班？', 'zh');
    expect(hot.text).toBe(
      `CA1234 成为热门航班，是因为它 ${clock(app.now - 3600)} 在 PEK 发生了复飞。`,
    );

    const delays = await answer('哪个机场延误最多？', 'zh');
    expect(delays.text).toMatch(/^最近两小时的计划航班中，没有机场出现出发延误/);

    const receiver = await answer('我的接收机状态怎么样？', 'zh');
    expect(receiver.text).toBe('您的账号下还没有绑定接收机。');

    const unknown = await answer('给我讲个笑话', 'zh');
    expect(unknown.text).toMatch(/^我是天迹的内置助手（未配置 AI 模型）/);
  });
});

describe('access, validation, quota and rate limit', () => {
  it('needs a signed-in user', async () => {
    expect((await app.ask(undefined, 'Where is MU5101?')).status).toBe(401);
    const quota = await app.call('GET', API_V2_FULL_PATHS.chatQuota);
    expect(quota.status).toBe(401);
  });

  it('refuses a conversation that does not end with a question', async () => {
    const result = await app.ask(alice.token, [{ role: 'assistant', content: 'Hello' }]);
    expect(result.status).toBe(400);
    expect(result.refusal?.msg).toContain('The last message must be your question.');
  });

  it('counts questions against the daily quota, then refuses with a translated 429', async () => {
    const carol = await limited.user();
    const before = await limited.call('GET', API_V2_FULL_PATHS.chatQuota, { token: carol.token });
    expect(before.body.data).toMatchObject({ limit: 3, used: 0, remaining: 3, mode: 'builtin' });
    for (let question = 1; question <= 3; question++) {
      const result = await limited.ask(carol.token, 'Where is MU5101?');
      expect(result.events.at(-1)).toEqual({
        type: 'done',
        mode: 'builtin',
        remaining: 3 - question,
      });
    }
    const spent = await limited.ask(carol.token, 'Where is MU5101?', 'zh');
    expect(spent.status).toBe(429);
    expect(spent.refusal?.msg).toBe('您今天的 3 次提问已用完，助手将在 UTC 午夜后恢复回答。');
    const after = (await limited.call('GET', API_V2_FULL_PATHS.chatQuota, { token: carol.token }))
      .body.data as ChatQuota;
    expect(after).toMatchObject({ used: 3, remaining: 0 });
    expect(after.resetsAt % 86_400).toBe(0);
    // A fifth question within the minute meets the rate limit before the quota.
    const limitedAgain = await limited.ask(carol.token, 'Where is MU5101?');
    expect(limitedAgain.status).toBe(429);
    expect(limitedAgain.refusal?.msg).toBe('Too many requests. Please try again later.');
    // Another user's quota is untouched.
    const dave = await limited.user();
    expect((await limited.ask(dave.token, 'Where is MU5101?')).status).toBe(200);
  });
});

// The area alerts' per-hour limit of a cluster, on the machine's real Redis (a key prefix of the
// test's own): two processes' budgets (two links, as two processes hold) spend one limit per
// rule, an aircraft told by one is not told by the other, the hour slides, and a Redis that
// does not answer neither throws nor floods the log: the process counts alone meanwhile.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClusterLink } from '../cluster/cluster.link';
import { TEST_REDIS_URL, freePort } from '../cluster/cluster.testing';
import { RedisAlertBudget } from './alert-budget.redis';

const prefix = `skytrace-test-${crypto.randomBytes(4).toString('hex')}:`;
const warnings: string[] = [];
const logger = {
  info: () => undefined,
  warn: (_obj: object, message: string) => warnings.push(message),
  error: () => undefined,
};
const links: ClusterLink[] = [];

async function processBudget(url = TEST_REDIS_URL): Promise<RedisAlertBudget> {
  const link = new ClusterLink({ url, prefix }, logger);
  links.push(link);
  if (url === TEST_REDIS_URL) await link.open();
  return new RedisAlertBudget(link, logger);
}

let first: RedisAlertBudget;
let second: RedisAlertBudget;
beforeAll(async () => {
  first = await processBudget();
  second = await processBudget();
});

afterAll(async () => {
  const [link] = links;
  const keys = link ? await link.commands.keys(`${prefix}*`) : [];
  if (link && keys.length > 0) await link.commands.del(...keys);
  await Promise.all(links.map((each) => each.close()));
});

const T = 1_795_000_000;

describe('the area alert budget of a cluster', () => {
  it('is one limit per rule for two processes, sliding over the hour', async () => {
    const answers = [];
    // Eight different aircraft matching rule 1 (3 an hour), alternately on each process.
    for (let i = 0; i < 8; i++) {
      const budget = i % 2 === 0 ? first : second;
      answers.push(await budget.take(1, 0x780000 + i, 3, T + i, 3600));
    }
    expect(answers).toEqual([
      'granted',
      'granted',
      'granted',
      'spent',
      'spent',
      'spent',
      'spent',
      'spent',
    ]);
    // Another rule has its own limit.
    expect(await second.take(2, 0x780000, 3, T + 8, 3600)).toBe('granted');
    // An hour after the first notice, one notice of rule 1 is free again, and only one.
    expect(await second.take(1, 0x780010, 3, T + 3600, 3600)).toBe('granted');
    expect(await first.take(1, 0x780011, 3, T + 3600, 3600)).toBe('spent');
  });

  it('does not tell again an aircraft another process told for the rule', async () => {
    expect(await first.take(3, 0x790001, 10, T, 3600)).toBe('granted');
    expect(await second.take(3, 0x790001, 10, T + 60, 3600)).toBe('told');
    // Told or not, the other aircraft of the rule still have their budget.
    expect(await second.take(3, 0x790002, 10, T + 60, 3600)).toBe('granted');
  });

  it('counts alone while Redis does not answer, without throwing or flooding the log', async () => {
    const port = await freePort();
    const cut = await processBudget(`redis://127.0.0.1:${String(port)}`);
    warnings.length = 0;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await cut.take(4, 0x7a0000 + i, 2, T + i, 3600));
    expect(answers).toEqual(['granted', 'granted', 'spent', 'spent', 'spent']);
    expect(warnings.filter((message) => message.startsWith('area alert budget')).length).toBe(1);
  }, 30_000);
});

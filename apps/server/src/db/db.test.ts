import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSystemEvents, recordSystemEvent } from '../system/system.repo';
import type { Database } from './db';
import { createTestDatabase } from './testing';

describe('test databases', () => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('are migrated', async () => {
    await recordSystemEvent(first.db, 'start', { version: 'test' });
    const events = await listSystemEvents(first.db, 10);
    expect(events).toHaveLength(1);
    expect(events[0]?.kind).toBe('start');
    expect(events[0]?.detail).toEqual({ version: 'test' });
  });

  it('are isolated from each other', async () => {
    expect(await listSystemEvents(second.db, 10)).toHaveLength(0);
  });

  it('answer a ping', async () => {
    await expect(first.ping()).resolves.toBeUndefined();
  });
});

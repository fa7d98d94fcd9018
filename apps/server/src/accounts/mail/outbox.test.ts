import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTBOX_KEEP_MS, writeOutboxFile } from './outbox';

// Issue 13 #15: outbox files (live login and reset codes) were 0644 and never cleaned.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-outbox-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('outbox', () => {
  it('keeps messages readable by the server user only', async () => {
    const dir = path.join(root, 'private');
    const file = await writeOutboxFile(dir, 'sms', '13900139000', 'code 123456');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('tightens a folder an older version made and deletes messages older than a day', async () => {
    const dir = path.join(root, 'older');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    const stale = path.join(dir, 'stale-mail-a@example.com.eml');
    const recent = path.join(dir, 'recent-mail-b@example.com.eml');
    fs.writeFileSync(stale, 'old');
    fs.writeFileSync(recent, 'new');
    const old = new Date(Date.now() - OUTBOX_KEEP_MS - 60_000);
    fs.utimesSync(stale, old, old);
    await writeOutboxFile(dir, 'mail', 'c@example.com', 'fresh');
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });
});

// The hourly feedback limit on its own (FEEDBACK_PER_HOUR a user, a sliding hour), apart from
// the routes' per-minute burst limit: the earlier pieces are sent through the service with its
// clock set back across the last hour, so the few HTTP calls here stay under the burst limit and
// a 429 can only be the hourly one. The refused piece is not stored; another user is unaffected.
import {
  API_V2_FULL_PATHS,
  FEEDBACK_PER_HOUR,
  translateMessage,
  type Feedback,
} from '@skytrace/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { storageFor, storageModule } from '../storage/storage.module';
import { feedbackModule } from './feedback.module';
import { feedback } from './feedback.schema';
import { FeedbackService } from './feedback.service';

const P = API_V2_FULL_PATHS;
const MINUTE_MS = 60_000;

let harness: ModuleHarness;

beforeAll(async () => {
  harness = await startModuleApp({
    name: 'feedbacklimit',
    modules: [storageModule, feedbackModule],
  });
}, 60_000);
afterAll(() => harness.close());

/** The feedback service on the harness's database, its clock `minutesAgo` before now. */
function serviceAt(minutesAgo: number): FeedbackService {
  const at = () => new Date(Date.now() - minutesAgo * MINUTE_MS);
  return new FeedbackService(
    harness.database.db,
    storageFor(harness.database, harness.dataDir),
    at,
  );
}

async function storedCount(userId: number): Promise<number> {
  const [row] = await harness.database.db
    .select({ total: count() })
    .from(feedback)
    .where(eq(feedback.userId, userId));
  return row?.total ?? 0;
}

const submit = (token: string, text: string, lang: 'en' | 'zh' = 'en') =>
  harness.call('POST', P.feedbackSubmit, { token, body: { text }, lang });

describe(`the hourly limit of ${FEEDBACK_PER_HOUR} pieces of feedback`, () => {
  it('refuses the next piece within the hour, translated, storing nothing; others may still send', async () => {
    const busy = await harness.user();
    const other = await harness.user();
    // One piece just over an hour ago: outside the window, it must not count.
    await serviceAt(61).submit(busy.id, { text: 'Old', contact: '', page: '/', screenshot: null });
    // All but one of the limit spread over the last hour, the last one now over HTTP.
    const spread = FEEDBACK_PER_HOUR - 1;
    for (let i = 0; i < spread; i += 1) {
      const minutesAgo = 55 - i * Math.floor(50 / spread);
      await serviceAt(minutesAgo).submit(busy.id, {
        text: `Earlier ${i}`,
        contact: '',
        page: '/',
        screenshot: null,
      });
    }
    const last = await submit(busy.token, 'The last one this hour');
    expect(last.status).toBe(200);
    expect((last.body.data as Feedback).text).toBe('The last one this hour');
    expect(await storedCount(busy.id)).toBe(FEEDBACK_PER_HOUR + 1);

    const refused = await submit(busy.token, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(translateMessage('en', 'feedback.tooMany'));
    const refusedZh = await submit(busy.token, '再多一条', 'zh');
    expect(refusedZh.status).toBe(429);
    expect(refusedZh.body.msg).toBe(translateMessage('zh', 'feedback.tooMany'));
    // Neither refused piece was stored, nor shown to its author.
    expect(await storedCount(busy.id)).toBe(FEEDBACK_PER_HOUR + 1);
    const mine = await harness.call('GET', P.feedbackMine, { token: busy.token });
    const texts = (mine.body.data as { list: Feedback[] }).list.map((item) => item.text);
    expect(texts).not.toContain('One too many');
    expect(texts).not.toContain('再多一条');

    // Another user is not held by this one's limit.
    const theirs = await submit(other.token, 'Mine is fine');
    expect(theirs.status).toBe(200);
    expect(await storedCount(other.id)).toBe(1);
  });

  it('lets a user send again once the oldest piece of the hour has left it', async () => {
    const busy = await harness.user();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      await serviceAt(59 - i).submit(busy.id, {
        text: `Hour ${i}`,
        contact: '',
        page: '/',
        screenshot: null,
      });
    }
    const now = serviceAt(0);
    await expect(
      now.submit(busy.id, { text: 'Too soon', contact: '', page: '/', screenshot: null }),
    ).rejects.toMatchObject({ status: 429, messageKey: 'feedback.tooMany' });
    // Two minutes on, the piece sent 59 minutes ago is more than an hour old.
    const later = serviceAt(-2);
    const sent = await later.submit(busy.id, {
      text: 'Room again',
      contact: '',
      page: '/',
      screenshot: null,
    });
    expect(sent.text).toBe('Room again');
    expect(await storedCount(busy.id)).toBe(FEEDBACK_PER_HOUR + 1);
  });
});

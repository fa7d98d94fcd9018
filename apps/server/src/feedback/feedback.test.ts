// Feedback (issue 20 item 2): a signed-in user's text with an optional screenshot (checked by
// content, own uploads only) and contact, limited per hour; the back office filters, replies and
// sets statuses; the author sees the reply unread until they open it. Others get 403/404.
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  FEEDBACK_PER_HOUR,
  FEEDBACK_PERMISSION,
  type AdminFeedback,
  type Feedback,
  type MyFeedback,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { testImage } from '../applications/kit.testing';
import { storageModule } from '../storage/storage.module';
import { feedbackModule } from './feedback.module';

let harness: ModuleHarness;
let author: { id: number; token: string };
let admin: { id: number; token: string };
const P = API_V2_FULL_PATHS;
const A = ADSB_FULL_PATHS;

async function screenshot(token: string): Promise<string> {
  const answer = await harness.upload(P.uploadFeedbackImage, token, {
    bytes: await testImage('png', 390, 844),
    name: 'screen.png',
    type: 'image/png',
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as UploadResult).file;
}

beforeAll(async () => {
  harness = await startModuleApp({ name: 'feedback', modules: [storageModule, feedbackModule] });
  author = await harness.user();
  admin = await harness.user([FEEDBACK_PERMISSION]);
}, 60_000);
afterAll(() => harness.close());

describe('sending feedback', () => {
  it('needs a signed-in user and a text within the limit', async () => {
    const anonymous = await harness.call('POST', P.feedbackSubmit, { body: { text: 'hello' } });
    expect(anonymous.status).toBe(401);
    const blank = await harness.call('POST', P.feedbackSubmit, {
      token: author.token,
      body: { text: '   ' },
      lang: 'zh',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('请填写反馈内容');
    const long = await harness.call('POST', P.feedbackSubmit, {
      token: author.token,
      body: { text: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('2000');
  });

  it('keeps the text, contact and own screenshot, and refuses a borrowed one', async () => {
    const file = await screenshot(author.token);
    const sent = await harness.call('POST', P.feedbackSubmit, {
      token: author.token,
      body: { text: 'The map froze on my phone', contact: 'me@example.com', screenshot: file },
    });
    expect(sent.status).toBe(200);
    const feedback = sent.body.data as Feedback;
    expect(feedback).toMatchObject({ status: 'new', reply: null, unread: false });
    expect(feedback.screenshotUrl).toContain(file);
    // The screenshot is served to its author and the back office, not to another user.
    const url = `${harness.base}${feedback.screenshotUrl ?? ''}`;
    const other = await harness.user();
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await fetch(url, auth(author.token))).status).toBe(200);
    expect((await fetch(url, auth(admin.token))).status).toBe(200);
    expect((await fetch(url, auth(other.token))).status).toBe(403);
    const borrowed = await harness.call('POST', P.feedbackSubmit, {
      token: other.token,
      body: { text: 'Not mine', screenshot: file },
    });
    expect(borrowed.status).toBe(403);
  });

  it('refuses a screenshot that is not an image, or too large', async () => {
    const fake = await harness.upload(P.uploadFeedbackImage, author.token, {
      bytes: Buffer.from('<?php echo "hi"; ?>'.repeat(50)),
      name: 'shot.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(400);
    const huge = await harness.upload(P.uploadFeedbackImage, author.token, {
      bytes: Buffer.alloc(6 * 1024 * 1024, 1),
      name: 'big.png',
      type: 'image/png',
    });
    expect(huge.status).toBe(413);
  });

  // Five in a row also meet the route's burst limit (five a minute); the hourly limit on its own
  // is feedback.limit.test.ts.
  it(`refuses a burst of more than ${FEEDBACK_PER_HOUR} from one user`, async () => {
    const busy = await harness.user();
    const statuses: number[] = [];
    for (let i = 0; i <= FEEDBACK_PER_HOUR; i += 1) {
      const answer = await harness.call('POST', P.feedbackSubmit, {
        token: busy.token,
        body: { text: `Report ${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, FEEDBACK_PER_HOUR).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the back office and the reply', () => {
  it('lists with filters for bms:feedback only', async () => {
    const other = await harness.user();
    expect((await harness.call('GET', A.feedbackAdminList, { token: other.token })).status).toBe(
      403,
    );
    expect((await harness.call('GET', A.feedbackAdminList)).status).toBe(401);
    const found = await harness.call('GET', `${A.feedbackAdminList}?q=froze&status=new`, {
      token: admin.token,
    });
    expect(found.status).toBe(200);
    const page = found.body.data as { list: AdminFeedback[]; total: number };
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ userId: author.id, contact: 'me@example.com' });
    const closed = await harness.call('GET', `${A.feedbackAdminList}?status=closed`, {
      token: admin.token,
    });
    expect((closed.body.data as { total: number }).total).toBe(0);
  });

  it('replies; the author sees it unread, then read; others cannot mark it', async () => {
    const mine = (await harness.call('GET', P.feedbackMine, { token: author.token })).body
      .data as MyFeedback;
    const id = mine.list.find((item) => item.text.includes('froze'))?.id ?? 0;
    const other = await harness.user();
    const forbidden = await harness.call('POST', A.feedbackReply, {
      token: other.token,
      body: { id, reply: 'No' },
    });
    expect(forbidden.status).toBe(403);
    const empty = await harness.call('POST', A.feedbackReply, {
      token: admin.token,
      body: { id },
    });
    expect(empty.status).toBe(400);
    const replied = await harness.call('POST', A.feedbackReply, {
      token: admin.token,
      body: { id, reply: 'Fixed in the next release, thank you!' },
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ status: 'answered', replyRead: false });
    const unread = (await harness.call('GET', P.feedbackMine, { token: author.token })).body
      .data as MyFeedback;
    expect(unread.unread).toBe(1);
    expect(unread.list.find((item) => item.id === id)).toMatchObject({
      unread: true,
      reply: 'Fixed in the next release, thank you!',
    });
    // Another user's id: 404, and it stays unread.
    const theirs = await harness.call('POST', P.feedbackRead, {
      token: other.token,
      body: { id },
    });
    expect(theirs.status).toBe(404);
    expect(
      ((await harness.call('GET', P.feedbackMine, { token: author.token })).body.data as MyFeedback)
        .unread,
    ).toBe(1);
    const read = await harness.call('POST', P.feedbackRead, { token: author.token, body: { id } });
    expect(read.body.data).toEqual({ changed: 1 });
    expect(
      ((await harness.call('GET', P.feedbackMine, { token: author.token })).body.data as MyFeedback)
        .unread,
    ).toBe(0);
    const status = await harness.call('POST', A.feedbackReply, {
      token: admin.token,
      body: { id, status: 'closed' },
    });
    expect(status.body.data).toMatchObject({ status: 'closed', replyRead: true });
    const missing = await harness.call('POST', A.feedbackReply, {
      token: admin.token,
      body: { id: 999_999, status: 'closed' },
    });
    expect(missing.status).toBe(404);
  });
});

// Policy of feedback: who may send how much, what the author and the back office see, and what
// a reply changes (status answered, unread for the author until they open it).
import {
  FEEDBACK_PER_HOUR,
  type AdminFeedback,
  type Feedback,
  type FeedbackStatus,
  type MyFeedback,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { storedFileUrl, type StorageService } from '../storage/storage.service';
import {
  countSince,
  findFeedback,
  insertFeedback,
  listMine,
  markRead,
  pageFeedback,
  updateFeedback,
  type AdminFeedbackRow,
  type FeedbackFilter,
  type FeedbackRow,
} from './feedback.repo';

/** Most rows the account page lists. */
const MINE_LIMIT = 50;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A row as its author sees it. */
export function presentFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    text: row.text,
    contact: row.contact,
    screenshotUrl: row.screenshotFile ? storedFileUrl('feedback', row.screenshotFile) : null,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt ? seconds(row.repliedAt) : null,
    unread: row.reply !== null && !row.replyRead,
    createdAt: seconds(row.createdAt),
  };
}

/** A row as the back office sees it. */
export function presentAdminFeedback(row: AdminFeedbackRow): AdminFeedback {
  const { id, text, contact, screenshotUrl, status, reply, repliedAt, createdAt } =
    presentFeedback(row);
  return {
    id,
    text,
    contact,
    screenshotUrl,
    status,
    reply,
    repliedAt,
    createdAt,
    userId: row.userId,
    username: row.username,
    page: row.page,
    replyRead: row.replyRead,
  };
}

export class FeedbackService {
  constructor(
    readonly db: Db,
    private readonly storage: StorageService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submit(
    userId: number,
    input: { text: string; contact: string; page: string; screenshot: string | null },
  ): Promise<Feedback> {
    const now = this.now();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    if ((await countSince(this.db, userId, hourAgo)) >= FEEDBACK_PER_HOUR) {
      throw new HttpError(429, 'feedback.tooMany');
    }
    if (input.screenshot) {
      await this.storage.requireOwned('feedback', userId, [input.screenshot]).catch(() => {
        throw new HttpError(403, 'feedback.screenshotNotYours');
      });
    }
    const row = await insertFeedback(this.db, {
      userId,
      text: input.text,
      contact: input.contact,
      page: input.page,
      screenshotFile: input.screenshot,
      // The limit's own clock stamps the row, so the hour it counts and the rows agree.
      createdAt: now,
    });
    return presentFeedback(row);
  }

  async mine(userId: number): Promise<MyFeedback> {
    const list = (await listMine(this.db, userId, MINE_LIMIT)).map(presentFeedback);
    return { list, unread: list.filter((item) => item.unread).length };
  }

  /** Marks replies read; another user's id changes nothing and is a 404. */
  async read(userId: number, id: number | undefined): Promise<number> {
    const changed = await markRead(this.db, userId, id);
    if (id !== undefined && changed === 0) {
      const row = await findFeedback(this.db, id);
      if (!row || row.userId !== userId) throw new HttpError(404, 'feedback.unknown');
    }
    return changed;
  }

  async page(filter: FeedbackFilter, page: number, pageSize: number) {
    const { rows, total } = await pageFeedback(this.db, filter, page, pageSize);
    return { list: rows.map(presentAdminFeedback), total, page, pageSize };
  }

  /** Replies (status answered unless another is given) or only changes the status. */
  async reply(
    adminId: number,
    change: { id: number; reply?: string | undefined; status?: FeedbackStatus | undefined },
  ): Promise<{ before: AdminFeedback; after: AdminFeedback }> {
    const before = await findFeedback(this.db, change.id);
    if (!before) throw new HttpError(404, 'feedback.unknown');
    const replying = change.reply !== undefined && change.reply !== '';
    await updateFeedback(this.db, change.id, {
      status: change.status ?? (replying ? 'answered' : before.status),
      ...(replying
        ? { reply: change.reply, repliedBy: adminId, repliedAt: this.now(), replyRead: false }
        : {}),
    });
    const after = await findFeedback(this.db, change.id);
    if (!after) throw new HttpError(404, 'feedback.unknown');
    return { before: presentAdminFeedback(before), after: presentAdminFeedback(after) };
  }
}

// The back office's WeChat pages: the menu read and written through the client, and the
// follower list copied into the database (user/get pages, then user/info/batchget by 100).
import type { WechatButton, WechatMenuState, WechatUserPage } from '@skytrace/contracts';
import { wechatButtonSchema } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { BATCH_MAX, WechatClient, WechatError, WechatUnreachable } from './wechat.client';
import { listFollowers, markUnseenUnsubscribed, upsertFollowers } from './wechat.repo';

/** A WeChat failure as the back office says it. */
function translateFailure(error: unknown): never {
  if (error instanceof WechatError) {
    throw new HttpError(503, 'bmsOps.wechatFailed', {
      errcode: error.errcode,
      errmsg: error.errmsg.slice(0, 120),
    });
  }
  if (error instanceof WechatUnreachable) throw new HttpError(503, 'bmsOps.wechatUnreachable');
  throw error;
}

export class WechatService {
  private syncing: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly client: WechatClient | undefined,
  ) {}

  private require(): WechatClient {
    if (!this.client) throw new HttpError(503, 'bmsOps.wechatUnconfigured');
    return this.client;
  }

  /** The current menu; unconfigured says so without calling out. */
  async menu(): Promise<WechatMenuState> {
    if (!this.client) return { configured: false, buttons: [] };
    const raw = await this.client.menu().catch(translateFailure);
    // Buttons of kinds this editor does not know (scancode, media…) are left out, not failed on.
    const buttons = raw.flatMap((button) => {
      const parsed = wechatButtonSchema.safeParse(button);
      return parsed.success ? [parsed.data] : [];
    });
    return { configured: true, buttons };
  }

  async createMenu(buttons: readonly WechatButton[]): Promise<void> {
    await this.require().createMenu(buttons).catch(translateFailure);
  }

  /** Copies every follower; a second call while one runs joins it. */
  sync(): Promise<number> {
    const client = this.require();
    this.syncing ??= this.copyFollowers(client)
      .catch(translateFailure)
      .finally(() => {
        this.syncing = undefined;
      });
    return this.syncing;
  }

  private async copyFollowers(client: WechatClient): Promise<number> {
    const syncedAt = new Date();
    let next = '';
    let fetched = 0;
    for (;;) {
      const page = await client.followerPage(next);
      for (let index = 0; index < page.openids.length; index += BATCH_MAX) {
        const followers = await client.followerInfo(page.openids.slice(index, index + BATCH_MAX));
        await upsertFollowers(this.db, followers, syncedAt);
        fetched += followers.length;
      }
      // WeChat ends the list with an empty page (or an empty next_openid).
      if (page.openids.length === 0 || page.next === '' || page.next === next) break;
      next = page.next;
    }
    await markUnseenUnsubscribed(this.db, syncedAt);
    return fetched;
  }

  async list(query: {
    pageNum: number;
    pageSize: number;
    searchText?: string;
  }): Promise<WechatUserPage> {
    const { rows, total, lastSyncAt } = await listFollowers(this.db, {
      searchText: query.searchText,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
    return {
      configured: this.client !== undefined,
      total,
      lastSyncAt: seconds(lastSyncAt),
      list: rows.map((row) => ({
        openid: row.openid,
        nickname: row.nickname,
        remark: row.remark,
        language: row.language,
        subscribed: row.subscribed,
        subscribeTime: seconds(row.subscribeTime),
        syncedAt: seconds(row.syncedAt) ?? 0,
      })),
    };
  }
}

// Hands a user's notice to both channels: the user's open sockets (a notice in the page) and
// every browser the user subscribed for Web Push. Subscriptions the push service calls gone
// (404/410) are deleted.
import type { FollowNotice } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { UserSockets } from '../realtime/user-sockets';
import { deleteSubscriptionById, subscriptionsOf } from './follow.repo';
import type { PushSender } from './push.sender';

export interface Delivered {
  sockets: number;
  pushes: number;
}

export class NoticeDelivery {
  constructor(
    private readonly db: Db,
    private readonly channels: { push?: PushSender | undefined; sockets?: UserSockets | undefined },
  ) {}

  async deliver(userId: number, notice: FollowNotice): Promise<Delivered> {
    const sockets = (await this.channels.sockets?.send(userId, notice)) ?? 0;
    let pushes = 0;
    const push = this.channels.push;
    if (push) {
      for (const subscription of await subscriptionsOf(this.db, userId)) {
        const outcome = await push.send(subscription, notice);
        if (outcome === 'sent') pushes++;
        if (outcome === 'gone') await deleteSubscriptionById(this.db, subscription.id);
      }
    }
    return { sockets, pushes };
  }
}

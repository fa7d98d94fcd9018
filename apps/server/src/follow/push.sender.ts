// Web Push delivery with the web-push library: the payload (a translated FollowNotice as JSON)
// is encrypted (aes128gcm, RFC 8291) for the subscription's keys and POSTed to its endpoint with
// a VAPID JWT. A push service answering 404 or 410 means the subscription is gone: it is deleted.
import type { Agent } from 'node:https';
import type { FollowNotice } from '@skytrace/contracts';
import webPush from 'web-push';
import type { VapidKeys } from './push.keys';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps an undelivered notice, seconds (a landing is stale after). */
const TTL_SECONDS = 3600;
const TIMEOUT_MS = 10_000;

export type PushOutcome = 'sent' | 'gone' | 'failed';

export class PushSender {
  constructor(
    private readonly keys: VapidKeys,
    /** The `sub` claim: a contact for push services (mailto: or https:). */
    private readonly subject: string,
    /** The HTTPS agent (tests trust their fake push service's certificate with one). */
    private readonly agent?: Agent,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  async send(subscription: StoredSubscription, notice: FollowNotice): Promise<PushOutcome> {
    try {
      await webPush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(notice),
        {
          vapidDetails: {
            subject: this.subject,
            publicKey: this.keys.publicKey,
            privateKey: this.keys.privateKey,
          },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
          ...(this.agent ? { agent: this.agent } : {}),
          urgency: notice.kind === 'emergency' ? 'high' : 'normal',
        },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  }
}

// Web Push in the browser: the service worker public/push-sw.js registered at the root scope,
// notification permission asked on the user's click, a PushManager subscription with the
// server's VAPID key, sent to the server. Browsers reach their push service over the internet
// (apps/server/README.md "Follow and alerts").
import type { PushSubscribe } from '@skytrace/contracts';
import { followApi } from './follow.api';

export const PUSH_WORKER_URL = '/push-sw.js';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushResult = 'on' | 'denied' | 'unsupported';

/** Registers the worker, asks permission, subscribes and tells the server. */
export async function enablePush(): Promise<PushResult> {
  if (!pushSupported()) return 'unsupported';
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await followApi.pushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await followApi.subscribe(subscription.toJSON() as PushSubscribe);
  return 'on';
}

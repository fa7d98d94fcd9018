// Notices the realtime socket receives for the signed-in user (the `notice` event: a followed
// flight departed, landed, … or an area alert fired), for whoever shows them.
import type { FollowNotice } from '@skytrace/contracts';

type Listener = (notice: FollowNotice) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each notice; returns the unsubscribe. */
export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishNotice(notice: FollowNotice): void {
  for (const listener of listeners) listener(notice);
}

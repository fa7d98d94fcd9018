// What one client may hold of the realtime role (issue 13 #5, #6): 5,000 sockets that never
// validated were all kept for one address, and `sub {world, limit: -1}` 50 times a second made
// a full 10,000-aircraft batch each time, so one client slowed every other.
import type { IncomingMessage } from 'node:http';

/** Immediate full pictures a socket may ask for in a burst; then one per REFILL_SECONDS. */
export const SUB_BURST = 3;
export const SUB_REFILL_SECONDS = 1;

/**
 * A token bucket on the caller's clock (seconds). A `sub` beyond it is not refused: its bounds
 * are kept and the next tick sends their full picture, so a client that pans fast still ends on
 * what it shows, at most one full batch per tick.
 */
export class SubscribeBudget {
  private tokens = SUB_BURST;
  private at: number;

  constructor(now: number) {
    this.at = now;
  }

  /** Takes one immediate batch if the budget allows. */
  take(now: number): boolean {
    this.tokens = Math.min(
      SUB_BURST,
      this.tokens + Math.max(0, now - this.at) / SUB_REFILL_SECONDS,
    );
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The aircraft a subscription may receive: the client's limit, never above `max` (-1 too). */
export function boundedLimit(limit: number, max: number): number {
  return limit < 0 ? max : Math.min(limit, max);
}

/**
 * The address a socket is counted under. Behind a trusted proxy, the address the proxy appended
 * last to X-Forwarded-For (the one it saw); entries before it are the client's own claims.
 */
export function socketAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    const last = list.at(-1)?.trim();
    if (last) return last;
  }
  return request.socket.remoteAddress ?? '';
}

/** Open sockets per address. */
export class AddressCounts {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Whether `address` may open one more. */
  hasRoom(address: string): boolean {
    return (this.open.get(address) ?? 0) < this.max;
  }

  /** Counts a socket of `address`; false (nothing counted) when the address is at its cap. */
  add(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  remove(address: string): void {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left <= 0) this.open.delete(address);
    else this.open.set(address, left);
  }
}

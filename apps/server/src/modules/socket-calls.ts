// The shape of a module's calls on the realtime socket (spec §7): the client emits an event with
// a payload and an ack; the realtime module validates, applies the login rule and answers.
import type { SocketCallName } from '@skytrace/contracts';
import type { Db } from '../db/db';

export interface SocketCallDeps {
  /** Where the socket's session is checked when a call needs a signed-in user. */
  db: Db;
  /** FLIGHT_DETAIL_REQUIRES_LOGIN: the calls answer signed-in sockets only. */
  requiresLogin: boolean;
  /** Logs failures that are not the client's fault. */
  onError?: (error: unknown) => void;
  /** How long a socket's session check is trusted, ms (default SESSION_CHECK_MS). */
  sessionCheckMs?: number;
}

interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** Registers `event` on one socket: validated payload in, `answer`'s result out as the ack. */
export type SocketCall = <T>(
  event: SocketCallName,
  schema: Schema<T>,
  answer: (payload: T) => unknown,
) => void;

/** A set of socket calls with one login rule, added to every connected socket. */
export interface SocketCalls {
  deps: SocketCallDeps;
  register(call: SocketCall): void;
}

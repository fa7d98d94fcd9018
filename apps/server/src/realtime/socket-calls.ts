// Request/answer calls over the realtime socket (spec §7): the client emits an event with a
// payload and an ack; the answer is code 1 with data, or code 0 with a translated msg. One place
// for payload validation, the login rule of spec §6 (FLIGHT_DETAIL_REQUIRES_LOGIN: the handshake
// carries the user's token as auth.token or the `token` query) and error handling, for every
// module that adds calls (tracker detail, playback).
import type { Socket } from 'socket.io';
import {
  translateMessage,
  type ClientToServerEvents,
  type Language,
  type MessageKey,
  type ServerToClientEvents,
  type SocketAck,
} from '@skytrace/contracts';
import { resolveSession } from '../accounts/tokens.service';
import { HttpError } from '../http/errors';
import type { SocketCall, SocketCallDeps } from '../modules/socket-calls';

/**
 * A socket lives for hours; its login is re-checked against the sessions table when a call needs
 * it and the last check is older than this, so a logout or a password change (which deletes the
 * sessions) ends its rights within seconds (issue 13 #15). No socket event pushes login-only
 * data unasked, so checking at call time is enough.
 */
export const SESSION_CHECK_MS = 5000;

type Ack = (answer: SocketAck) => void;
/** A connected socket as the calls see it: typed events, any per-socket data. */
type CallSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, unknown>;

function languageOf(socket: CallSocket): Language {
  const lang = socket.handshake.query.lang;
  if (lang === 'zh' || lang === 'en') return lang;
  const accept = socket.handshake.headers['accept-language'];
  return typeof accept === 'string' && accept.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function tokenOf(socket: CallSocket): string | undefined {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (typeof auth?.token === 'string' && auth.token !== '') return auth.token;
  const query = socket.handshake.query.token;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/** Socket.IO acks are optional for a client; a missing one must not throw. */
function reply(ack: unknown, answer: SocketAck): void {
  if (typeof ack === 'function') (ack as Ack)(answer);
}

/** The call registrar of one connected socket (its session is checked when a call needs it). */
export function socketCalls(socket: CallSocket, deps: SocketCallDeps): SocketCall {
  const language = languageOf(socket);
  const token = tokenOf(socket);
  const trustFor = deps.sessionCheckMs ?? SESSION_CHECK_MS;
  let signedIn: Promise<boolean> | undefined;
  let checkedAt = 0;
  const isSignedIn = () => {
    if (!token) return Promise.resolve(false);
    if (!signedIn || Date.now() - checkedAt >= trustFor) {
      checkedAt = Date.now();
      signedIn = resolveSession(deps.db, token).then((session) => session !== undefined);
    }
    return signedIn;
  };
  const fail = (ack: unknown, key: MessageKey, values?: Record<string, string | number>) =>
    reply(ack, { code: 0, msg: translateMessage(language, key, values) });

  return (event, schema, answer) => {
    socket.on(event, (payload: unknown, ack: unknown) => {
      void (async () => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return fail(ack, 'errors.badRequest');
        if (deps.requiresLogin && !(await isSignedIn())) return fail(ack, 'errors.loginToView');
        reply(ack, { code: 1, data: await answer(parsed.data) });
      })().catch((error: unknown) => {
        if (error instanceof HttpError) return fail(ack, error.messageKey, { ...error.values });
        deps.onError?.(error);
        fail(ack, 'errors.internal');
      });
    });
  };
}

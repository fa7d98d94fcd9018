// Playback calls of the realtime socket (spec §7): flightPath {anum, fnum, org, dst,
// scheduledDeptime | dynamicId}, adsbFlightPath {anum, startTime, endTime}, U3DFullPath {anum}.
// Each answers with an ack: code 1 and the playback on success, else code 0 and a translated msg.
// Login rule (spec §6): with FLIGHT_DETAIL_REQUIRES_LOGIN the handshake must carry the user's
// token (auth.token, or the `token` query of the connection URL).
import type { Socket } from 'socket.io';
import {
  adsbFlightPathPayloadSchema,
  flightPathPayloadSchema,
  fullPathPayloadSchema,
  translateMessage,
  type Language,
  type MessageKey,
  type SocketAck,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { resolveSession } from '../accounts/tokens.service';
import { HttpError } from '../http/errors';
import type { PlaybackService } from './playback.service';

export interface PlaybackSocketDeps {
  playback: PlaybackService;
  db: Db;
  requiresLogin: boolean;
  /** Logs failures that are not the client's fault. */
  onError?: (error: unknown) => void;
}

type Ack = (answer: SocketAck) => void;

function languageOf(socket: Socket): Language {
  const lang = socket.handshake.query.lang;
  if (lang === 'zh' || lang === 'en') return lang;
  const accept = socket.handshake.headers['accept-language'];
  return typeof accept === 'string' && accept.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function tokenOf(socket: Socket): string | undefined {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (typeof auth?.token === 'string' && auth.token !== '') return auth.token;
  const query = socket.handshake.query.token;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/** Adds the playback events to one connected socket. */
export function registerPlaybackEvents(socket: Socket, deps: PlaybackSocketDeps): void {
  const language = languageOf(socket);
  let signedIn: Promise<boolean> | undefined;
  const isSignedIn = () => {
    const token = tokenOf(socket);
    signedIn ??= token
      ? resolveSession(deps.db, token).then((session) => session !== undefined)
      : Promise.resolve(false);
    return signedIn;
  };
  const fail = (ack: unknown, key: MessageKey, values?: Record<string, string | number>) =>
    reply(ack, { code: 0, msg: translateMessage(language, key, values) });

  const handle = <T>(
    event: string,
    schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
    answer: (payload: T) => Promise<unknown>,
  ) => {
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

  handle('flightPath', flightPathPayloadSchema, (p) =>
    deps.playback.flight({
      dynamicId: p.dynamicId || undefined,
      anum: p.anum || undefined,
      fnum: p.fnum || undefined,
      org: p.org || undefined,
      dst: p.dst || undefined,
      scheduledDeptime: p.scheduledDeptime,
    }),
  );
  handle('adsbFlightPath', adsbFlightPathPayloadSchema, (p) =>
    deps.playback.aircraft(p.anum, p.startTime, p.endTime),
  );
  handle('U3DFullPath', fullPathPayloadSchema, (p) => deps.playback.latestOf(p.anum));
}

/** Socket.IO acks are optional for a client; a missing one must not throw. */
function reply(ack: unknown, answer: SocketAck): void {
  if (typeof ack === 'function') (ack as Ack)(answer);
}

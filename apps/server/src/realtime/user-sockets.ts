// The signed-in users' sockets, so another domain (the follow notifier) can send a user a notice
// while the site is open. A socket whose handshake carries the user's token (auth.token or the
// `token` query, as the socket calls read it) is filed under the user once its session resolves;
// it leaves on disconnect. The session is checked again when a notice goes out, so a logout ends
// the notices (like SESSION_CHECK_MS for the calls).
//
// In a cluster (REDIS_URL) the user's sockets may be held by any realtime process: each socket
// also joins the room of its session, and a notice goes to the rooms of the user's live sessions
// through the Socket.IO Redis adapter, so it reaches every process's sockets and a logout still
// ends the notices (the rooms are chosen from the sessions table at send time).
import type { Socket } from 'socket.io';
import type { FollowNotice } from '@skytrace/contracts';
import { sha256 } from '../accounts/secrets';
import { liveSessionHashes, resolveSession } from '../accounts/tokens.service';
import type { Db } from '../db/db';

interface NoticeSocket {
  handshake: Socket['handshake'];
  connected: boolean;
  emit(event: 'notice', notice: FollowNotice): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  join(room: string): unknown;
}

/** Emits a notice to the sockets of these rooms on every process of the cluster. */
export type NoticeBroadcast = (rooms: string[], notice: FollowNotice) => void;

function sessionRoom(tokenHash: string): string {
  return `session:${tokenHash}`;
}

function tokenOf(socket: NoticeSocket): string | undefined {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (typeof auth?.token === 'string' && auth.token !== '') return auth.token;
  const query = socket.handshake.query.token;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

export class UserSockets {
  private readonly byUser = new Map<number, Map<NoticeSocket, string>>();
  private broadcast: NoticeBroadcast | undefined;

  constructor(private readonly db: Db) {}

  /** Cluster mode: notices go out to session rooms through the Socket.IO adapter. */
  useRooms(broadcast: NoticeBroadcast): void {
    this.broadcast = broadcast;
  }

  /** Files a newly connected socket under its user, when its handshake carries a login. */
  attach(socket: NoticeSocket): void {
    const token = tokenOf(socket);
    if (!token) return;
    let left = false;
    socket.on('disconnect', () => {
      left = true;
      const sockets = [...this.byUser.values()].find((map) => map.has(socket));
      sockets?.delete(socket);
    });
    void resolveSession(this.db, token)
      .then((session) => {
        if (!session || left) return;
        let sockets = this.byUser.get(session.userId);
        if (!sockets) {
          sockets = new Map<NoticeSocket, string>();
          this.byUser.set(session.userId, sockets);
        }
        sockets.set(socket, token);
        if (this.broadcast) void socket.join(sessionRoom(session.tokenHash));
      })
      .catch(() => undefined);
  }

  /** Sockets open for `userId` now. */
  count(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Sends `notice` to every open socket of `userId` whose session still holds; how many. */
  async send(userId: number, notice: FollowNotice): Promise<number> {
    if (this.broadcast) return this.sendToRooms(this.broadcast, userId, notice);
    const sockets = this.byUser.get(userId);
    if (!sockets) return 0;
    let sent = 0;
    for (const [socket, token] of [...sockets]) {
      const session = await resolveSession(this.db, token).catch(() => undefined);
      if (session?.userId !== userId || !socket.connected) {
        sockets.delete(socket);
        continue;
      }
      socket.emit('notice', notice);
      sent++;
    }
    if (sockets.size === 0) this.byUser.delete(userId);
    return sent;
  }

  /**
   * Cluster mode: one emit to the rooms of the user's live sessions, wherever their sockets are;
   * answers how many of them this process holds (the others' are not counted).
   */
  private async sendToRooms(
    broadcast: NoticeBroadcast,
    userId: number,
    notice: FollowNotice,
  ): Promise<number> {
    const live = new Set(await liveSessionHashes(this.db, userId));
    if (live.size === 0) return 0;
    broadcast([...live].map(sessionRoom), notice);
    let here = 0;
    for (const [socket, token] of this.byUser.get(userId) ?? []) {
      if (socket.connected && live.has(sha256(token))) here++;
    }
    return here;
  }
}

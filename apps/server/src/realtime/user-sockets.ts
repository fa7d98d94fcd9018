// The signed-in users' sockets, so another domain (the follow notifier) can send a user a notice
// while the site is open. A socket whose handshake carries the user's token (auth.token or the
// `token` query, as the socket calls read it) is filed under the user once its session resolves;
// it leaves on disconnect. The session is checked again when a notice goes out, so a logout ends
// the notices (like SESSION_CHECK_MS for the calls).
import type { Socket } from 'socket.io';
import type { FollowNotice } from '@skytrace/contracts';
import { resolveSession } from '../accounts/tokens.service';
import type { Db } from '../db/db';

interface NoticeSocket {
  handshake: Socket['handshake'];
  connected: boolean;
  emit(event: 'notice', notice: FollowNotice): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
}

function tokenOf(socket: NoticeSocket): string | undefined {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (typeof auth?.token === 'string' && auth.token !== '') return auth.token;
  const query = socket.handshake.query.token;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

export class UserSockets {
  private readonly byUser = new Map<number, Map<NoticeSocket, string>>();

  constructor(private readonly db: Db) {}

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
      })
      .catch(() => undefined);
  }

  /** Sockets open for `userId` now. */
  count(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Sends `notice` to every open socket of `userId` whose session still holds; how many. */
  async send(userId: number, notice: FollowNotice): Promise<number> {
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
}

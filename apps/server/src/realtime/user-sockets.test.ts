// Notices in the page over real Socket.IO: a socket whose handshake carries a login token is
// filed under its user and receives that user's notices only; after the user logs out (the
// session is deleted) nothing more is sent to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FollowNotice } from '@skytrace/contracts';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { revokeSession } from '../accounts/tokens.service';
import { sha256 } from '../accounts/secrets';
import { UserSockets } from './user-sockets';

let app: ModuleHarness;
let server: http.Server;
let io: Server;
let hub: UserSockets;
let url: string;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  app = await startModuleApp({ name: 'usersockets', modules: [] });
  hub = new UserSockets(app.database.db);
  server = http.createServer();
  io = new Server(server);
  io.on('connection', (socket) => hub.attach(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await io.close();
  await app.close();
});

function open(token?: string): Promise<{ socket: ClientSocket; notices: FollowNotice[] }> {
  const socket = connect(url, { transports: ['websocket'], auth: token ? { token } : {} });
  clients.push(socket);
  const notices: FollowNotice[] = [];
  socket.on('notice' as never, (notice: FollowNotice) => {
    notices.push(notice);
  });
  return new Promise((resolve) => socket.on('connect', () => resolve({ socket, notices })));
}

const notice: FollowNotice = {
  kind: 'departed',
  title: 'MU5101 departed',
  body: 'Took off from ZSSS at 08:00',
  icaoId: '780A1B',
  url: '/tracker/MU5101',
  time: 1_800_000_000,
};

describe('user sockets', () => {
  it('sends a user’s notices to that user’s signed-in sockets only, until logout', async () => {
    const alice = await app.user();
    const bob = await app.user();
    const mine = await open(alice.token);
    const theirs = await open(bob.token);
    const anonymous = await open();
    await expect.poll(() => hub.count(alice.id)).toBe(1);
    await expect.poll(() => hub.count(bob.id)).toBe(1);
    expect(await hub.send(alice.id, notice)).toBe(1);
    await expect.poll(() => mine.notices).toEqual([notice]);
    expect(theirs.notices).toEqual([]);
    expect(anonymous.notices).toEqual([]);
    await revokeSession(app.database.db, sha256(alice.token));
    expect(await hub.send(alice.id, notice)).toBe(0);
    expect(hub.count(alice.id)).toBe(0);
  });

  it('forgets a socket when it disconnects', async () => {
    const carol = await app.user();
    const { socket } = await open(carol.token);
    await expect.poll(() => hub.count(carol.id)).toBe(1);
    socket.disconnect();
    await expect.poll(() => hub.count(carol.id)).toBe(0);
  });
});

// An event encoded once reaches several real Socket.IO clients as the same bytes, and each
// socket's two packets (event and attachment) leave in one write of its TCP socket.
import { createServer } from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeEvent, writeEvent } from './shared-emit';

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
const clients: ClientSocket[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  for (let i = 0; i < 3; i++) {
    const client = connect(`http://127.0.0.1:${port.toString()}`, { transports: ['websocket'] });
    clients.push(client);
    await new Promise<void>((resolve) => client.once('connect', resolve));
  }
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await io.close();
});

/** The server side's TCP socket of a Socket.IO socket (the WebSocket's). */
function tcpOf(socket: { conn: unknown }): TcpSocket {
  const connection = socket.conn as { transport: { socket: { _socket: TcpSocket } } };
  return connection.transport.socket._socket;
}

describe('an event encoded once', () => {
  it('reaches every socket as the same bytes, in one write per socket', async () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256);
    const packets = encodeEvent('location', bytes);
    const received = clients.map(
      (client) =>
        new Promise<Uint8Array>((resolve) =>
          client.once('location', (data: ArrayBuffer) => resolve(new Uint8Array(data))),
        ),
    );
    let writes = 0;
    const sockets = [...io.sockets.sockets.values()];
    expect(sockets.length).toBe(3);
    for (const socket of sockets) {
      const tcp = tcpOf(socket) as TcpSocket & {
        _write: (...args: unknown[]) => void;
        _writev: (...args: unknown[]) => void;
      };
      const write = tcp._write.bind(tcp);
      const writev = tcp._writev.bind(tcp);
      tcp._write = (...args) => {
        writes++;
        write(...args);
      };
      tcp._writev = (...args) => {
        writes++;
        writev(...args);
      };
      writeEvent(socket, packets);
    }
    for (const each of await Promise.all(received)) expect(each).toEqual(bytes);
    expect(writes).toBe(3);
  });

  it('waits in engine.io’s queue while the transport is still writing, then follows', async () => {
    const socket = [...io.sockets.sockets.values()][0];
    if (!socket) throw new Error('no socket');
    const first = new Uint8Array([1, 2, 3]);
    const second = new Uint8Array([4, 5, 6]);
    const client = clients.find((each) => each.id === socket.id);
    if (!client) throw new Error('no client');
    const got: Uint8Array[] = [];
    client.on('identity', (data: ArrayBuffer) => got.push(new Uint8Array(data)));
    // The first write leaves the transport busy until its callback: the second one queues.
    writeEvent(socket, encodeEvent('identity', first));
    writeEvent(socket, encodeEvent('identity', second));
    const deadline = Date.now() + 5_000;
    while (got.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual([first, second]);
  });
});

// Socket admission ahead of engine.io, on a real HTTP server on loopback: a refused upgrade is
// answered before the listener behind the gate runs (engine.io's, in production), and a burst of
// handshakes is spread over event-loop turns without refusing any.
import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gateUpgrades, TurnBudget } from './socket-admission';

let server: http.Server | undefined;

afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** Sends an upgrade request for `path` from `localAddress`; resolves with what came back. */
function upgrade(port: number, path: string, localAddress: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let answer = '';
    socket.on('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

describe('upgrade gate', () => {
  it('answers a refused upgrade itself; the listener behind it sees only the others', async () => {
    server = http.createServer();
    const behind: string[] = [];
    // Stands in for engine.io's listener: answers every upgrade it is given.
    server.on('upgrade', (request: IncomingMessage, socket: net.Socket) => {
      behind.push(`${request.socket.remoteAddress ?? ''} ${request.url ?? ''}`);
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
    const asked: string[] = [];
    gateUpgrades(server, '/socket.io/', (request) => {
      asked.push(request.socket.remoteAddress ?? '');
      return request.socket.remoteAddress !== '127.0.0.7';
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const path = '/socket.io/?EIO=4&transport=websocket';
    expect(await upgrade(port, path, '127.0.0.7')).toMatch(/^HTTP\/1\.1 429 /);
    expect(await upgrade(port, path, '127.0.0.1')).toMatch(/^HTTP\/1\.1 400 /);
    // Another path is none of the gate's business.
    expect(await upgrade(port, '/elsewhere', '127.0.0.7')).toMatch(/^HTTP\/1\.1 400 /);

    expect(asked).toEqual(['127.0.0.7', '127.0.0.1']);
    expect(behind).toEqual([`127.0.0.1 ${path}`, '127.0.0.7 /elsewhere']);
  });
});

describe('turn budget', () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most its share a turn, the rest in the next turns in arrival order', async () => {
    const budget = new TurnBudget(16);
    const ran: number[] = [];
    for (let i = 0; i < 40; i++) budget.run(() => ran.push(i));
    expect(ran).toHaveLength(16);
    expect(budget.queued).toBe(24);
    await nextTurn();
    expect(ran).toHaveLength(32);
    await nextTurn();
    expect(ran).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(budget.queued).toBe(0);
    // A quiet turn later, the whole share is free again.
    await nextTurn();
    await nextTurn();
    for (let i = 40; i < 56; i++) budget.run(() => ran.push(i));
    expect(ran).toHaveLength(56);
  });
});

// The accept gate on a real HTTP server on loopback: a refused address's connections are closed
// before Node builds a socket for them (no `connection` event, so no HTTP parser either), and
// other addresses are served as usual. Refused clients dial from 127.0.0.3 (any 127/8 address
// reaches the server on Linux).
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gateAccepts } from './accept-gate';

const REFUSED = '127.0.0.3';
let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listen(admit: (address: string) => boolean) {
  const connections: string[] = [];
  const asked: string[] = [];
  server = http.createServer((_request, response) => response.end('served'));
  server.on('connection', (socket: net.Socket) => connections.push(socket.remoteAddress ?? ''));
  const gated = gateAccepts(server, (address) => {
    asked.push(address);
    return admit(address);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, connections, asked, gated };
}

/** Connects from `localAddress`, sends a request, and reads until the server closes. */
function exchange(port: number, localAddress: string): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let answer = '';
    let error: string | undefined;
    socket.on('connect', () =>
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code));
    socket.on('close', () => resolve({ answer, error }));
  });
}

describe('accept gate', () => {
  it('closes a refused address before a socket exists, and serves the others', async () => {
    const { port, connections, asked, gated } = await listen((address) => address !== REFUSED);
    expect(gated()).toBe(true);

    const refused = await exchange(port, REFUSED);
    expect(refused.answer).toBe('');
    // Closed with a reset: nothing of ours lingers in TIME_WAIT for a flood's connections.
    expect(refused.error).toBe('ECONNRESET');

    const served = await exchange(port, '127.0.0.1');
    expect(served.answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*served$/);

    expect(asked).toEqual([REFUSED, '127.0.0.1']);
    // Node never built a socket for the refused one: its `connection` event did not fire.
    expect(connections).toEqual(['127.0.0.1']);
  });

  it('asks again for every connection, so an address is let in once admitted', async () => {
    let open = false;
    const { port, connections } = await listen(() => open);
    expect((await exchange(port, REFUSED)).answer).toBe('');
    open = true;
    expect((await exchange(port, REFUSED)).answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(connections).toEqual([REFUSED]);
  });
});

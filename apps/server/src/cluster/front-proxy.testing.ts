// The load balancer in front of a cluster's realtime processes, for the fault tests and
// `npm run bench:scale`: requests and WebSocket upgrades go to the backends in turn, and a
// backend that refuses the connection (killed) is skipped for the next one, as nginx's
// `proxy_next_upstream error` does. Each upgrade's backend is recorded, so a test can tell
// where a socket landed. `scripts/start-cluster.mjs` has the same front for people.
import http from 'node:http';
import net from 'node:net';

export interface FrontProxy {
  url: string;
  /** Index into the backends of every upgrade that reached one, in order. */
  landings: number[];
  close(): Promise<void>;
}

const host = '127.0.0.1';

/** Connects to the first backend that accepts, starting at `first`; undefined when none does. */
function connectFrom(
  ports: readonly number[],
  first: number,
): Promise<{ socket: net.Socket; index: number } | undefined> {
  return new Promise((resolve) => {
    const attempt = (tried: number) => {
      if (tried === ports.length) {
        resolve(undefined);
        return;
      }
      const index = (first + tried) % ports.length;
      const socket = net.connect(ports[index] ?? 0, host);
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        resolve({ socket, index });
      });
      socket.once('error', () => attempt(tried + 1));
    };
    attempt(0);
  });
}

/** The sockets a front holds, destroyed together when it stops. */
function openSockets() {
  const open = new Set<net.Socket>();
  return {
    track(socket: net.Socket): void {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    },
    destroyAll(): void {
      for (const socket of open) socket.destroy();
    },
  };
}

/**
 * The backend for a client that just arrived: the first from `first` that accepts, recorded in
 * `landings`. Undefined, with the client closed, when none accepts or the client left meanwhile.
 */
async function dialFor(
  client: net.Socket,
  ports: readonly number[],
  first: number,
  landings: number[],
  sockets: ReturnType<typeof openSockets>,
): Promise<net.Socket | undefined> {
  const connected = await connectFrom(ports, first);
  if (!connected || client.destroyed) {
    connected?.socket.destroy();
    client.destroy();
    return undefined;
  }
  sockets.track(connected.socket);
  landings.push(connected.index);
  return connected.socket;
}

/**
 * Joins a client and its backend both ways. A backend that dies drops its client at once, and
 * the client reconnects through the front.
 */
function splice(client: net.Socket, upstream: net.Socket): void {
  upstream.on('error', () => upstream.destroy());
  upstream.once('close', () => client.destroy());
  client.once('close', () => upstream.destroy());
  client.pipe(upstream).pipe(client);
}

/** Starts the front on `port` (0: any free port) over the backends' ports. */
export async function startFrontProxy(ports: readonly number[], port = 0): Promise<FrontProxy> {
  let turn = 0;
  const landings: number[] = [];
  const sockets = openSockets();

  const server = http.createServer((request, response) => {
    // Small bodies only (token requests): read whole, so a refused backend can be retried.
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      const forward = (tried: number) => {
        if (tried === ports.length) {
          response.writeHead(502).end();
          return;
        }
        const upstream = http.request(
          {
            host,
            port: ports[(turn + tried) % ports.length],
            path: request.url,
            method: request.method,
            headers: request.headers,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.once('error', () => {
          if (response.headersSent) response.destroy();
          else forward(tried + 1);
        });
        upstream.end(Buffer.concat(body));
      };
      forward(0);
      turn++;
    });
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.track(client);
    client.on('error', () => client.destroy());
    void dialFor(client, ports, turn++, landings, sockets).then((upstream) => {
      if (upstream === undefined) return;
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i] ?? ''}: ${request.rawHeaders[i + 1] ?? ''}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      splice(client, upstream);
    });
  });

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${bound.toString()}`,
    landings,
    close: async () => {
      sockets.destroyAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The feeders' front: TCP connections to the backends in turn (nginx `stream {}` in deploy/). */
export interface TcpFront {
  port: number;
  /** Index into the backends of every connection that reached one, in order. */
  landings: number[];
  close(): Promise<void>;
}

/**
 * Starts a TCP balancer on any free port over the backends' ports: each connection goes to the
 * next backend that accepts it; when that backend dies, the connection is closed, so the feeder
 * reconnects (to the next one), as with `deploy/nginx.feeders.conf`.
 */
export async function startTcpFront(ports: readonly number[]): Promise<TcpFront> {
  let turn = 0;
  const landings: number[] = [];
  const sockets = openSockets();
  const server = net.createServer((client) => {
    sockets.track(client);
    client.on('error', () => client.destroy());
    // Held until a backend accepts: a feeder writes at once.
    client.pause();
    void dialFor(client, ports, turn++, landings, sockets).then((upstream) => {
      if (upstream === undefined) return;
      splice(client, upstream);
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    landings,
    close: async () => {
      sockets.destroyAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// A process of bench:abuse that opens many connections and holds them idle: raw TCP that never
// sends a byte (HTTP port, feeder ports) or Socket.IO clients that never validate. Its own
// process, so the connections count against its open-file limit, not the bench's. Like a real
// attacker it keeps the pressure: a connection refused or closed by the server is opened again
// after half a second. It reports how many are open, were refused, or were closed by the server.
import { HOST_PATHS } from '@skytrace/contracts';
import net from 'node:net';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export interface HolderConfig {
  kind: 'tcp' | 'socketio';
  port: number;
  count: number;
  /** Source addresses, used in turn. */
  localAddresses: string[];
}

export interface HolderStatus {
  attempted: number;
  open: number;
  /** Attempts that never got in (refused, reset, timed out), retries included. */
  failed: number;
  /** Got in, then closed by the server. */
  closedByServer: number;
  retries: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as HolderConfig;
const CONCURRENT_CONNECTS = 200;
const RETRY_MS = 500;
const status: HolderStatus = { attempted: 0, open: 0, failed: 0, closedByServer: 0, retries: 0 };
const sockets: net.Socket[] = [];
const clients: Socket[] = [];
let closing = false;

function openTcp(localAddress: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: config.port, localAddress });
    let connected = false;
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('connect', () => {
      connected = true;
      socket.setTimeout(0);
      status.open++;
      sockets.push(socket);
      resolve();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (connected) {
        status.open--;
        if (!closing) status.closedByServer++;
      } else {
        status.failed++;
        resolve();
      }
      retry(localAddress);
    });
  });
}

function openSocketIo(localAddress: string): Promise<void> {
  return new Promise((resolve) => {
    const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = {
      path: HOST_PATHS.socketIo,
      transports: ['websocket'],
      query: { type: 'flightadsb' },
      reconnection: false,
      forceNew: true,
      timeout: 15_000,
      localAddress,
    };
    const client = io(`http://127.0.0.1:${config.port}`, options);
    let connected = false;
    client.on('connect', () => {
      connected = true;
      status.open++;
      clients.push(client);
      resolve();
    });
    client.on('connect_error', () => {
      status.failed++;
      client.close();
      resolve();
      retry(localAddress);
    });
    client.on('disconnect', () => {
      if (!connected) return;
      connected = false;
      status.open--;
      if (!closing) status.closedByServer++;
      retry(localAddress);
    });
  });
}

function open(localAddress: string): Promise<void> {
  return config.kind === 'tcp' ? openTcp(localAddress) : openSocketIo(localAddress);
}

function retry(localAddress: string): void {
  if (closing) return;
  status.retries++;
  setTimeout(() => void open(localAddress), RETRY_MS);
}

async function openAll(): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < config.count && !closing) {
      const index = next++;
      status.attempted++;
      const address = config.localAddresses[index % config.localAddresses.length] ?? '127.0.0.1';
      await open(address);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_CONNECTS }, worker));
}

process.on('message', (raw: unknown) => {
  const message = raw as { id?: number; type: string };
  if (message.type === 'status') process.send?.({ id: message.id, data: status });
  if (message.type === 'close') {
    closing = true;
    for (const socket of sockets) socket.destroy();
    for (const client of clients) client.close();
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));

process.send?.({ ready: true });
void openAll().then(() => process.send?.({ opened: true }));

// The feeders of `npm run bench:scale`, in a child process of their own so that encoding the
// frames does not share an event loop with the bench's measurements. Beast feeders, each from
// its own loopback address (the server admits a few feeder ids per address), spread over the
// ingest processes (feeder i → ingest i mod N), send SyntheticSky's frames at the asked rate
// every 50 ms. Commands and answers go over the IPC channel (scale.processes.ts starts it).
import net from 'node:net';
import { SKY_SEED } from './scale.sky';
import { SyntheticSky } from './synthetic-sky';

export interface FeedStart {
  ports: number[];
  feeders: number;
  aircraft: number;
  rate: number;
  /** Wall-clock ms of sky second 0 (shared with the clients). */
  startMs: number;
}

/** What the feeder answers to `pause`: frames written and frames it could not write. */
export interface FeedCounts {
  sent: number;
  /** Frames not written because a feeder's socket still held 4 MB: the sender saturated. */
  skipped: number;
}

type Command = { type: 'start'; start: FeedStart } | { type: 'pause' } | { type: 'resume' };

const TICK_MS = 50;
const MAX_BUFFERED = 4 * 1024 * 1024;

function connectAll(ports: number[], count: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<net.Socket>((resolve, reject) => {
          const localAddress = `127.0.${Math.floor(i / 250).toString()}.${((i % 250) + 2).toString()}`;
          const port = ports[i % ports.length] ?? 0;
          const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () =>
            resolve(socket),
          );
          socket.once('error', reject);
        }),
    ),
  );
}

const send = (message: object) => process.send?.(message);
const counts: FeedCounts = { sent: 0, skipped: 0 };
let paused = false;
/** A `pause` not answered yet: answered once every socket has handed its bytes to the kernel. */
let pauseAsked = false;

async function run(start: FeedStart): Promise<void> {
  const sky = new SyntheticSky(start.aircraft, start.feeders, SKY_SEED);
  const sockets = await connectAll(start.ports, start.feeders);
  for (const socket of sockets) socket.on('error', () => undefined);
  sky.announce(sockets);
  send({ type: 'started' });
  const perTick = (start.rate * TICK_MS) / 1000;
  let due = 0;
  let next = performance.now();
  for (;;) {
    next += TICK_MS;
    if (!paused) {
      due += perTick;
      const frames = Math.floor(due);
      due -= frames;
      const batches = sky.frames(frames, (Date.now() - start.startMs) / 1000);
      batches.forEach((batch, i) => {
        const socket = sockets[i];
        if (!socket || batch.bytes.length === 0) return;
        if (socket.writableLength > MAX_BUFFERED) {
          counts.skipped += batch.frames;
          return;
        }
        socket.write(batch.bytes);
        counts.sent += batch.frames;
      });
    } else if (pauseAsked && sockets.every((socket) => socket.writableLength === 0)) {
      pauseAsked = false;
      send({ type: 'paused', counts });
    }
    const wait = next - performance.now();
    if (wait < -1000) next = performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  }
}

process.on('message', (message: unknown) => {
  const command = message as Command;
  if (command.type === 'start') void run(command.start);
  else if (command.type === 'pause') {
    paused = true;
    pauseAsked = true;
  } else paused = false;
});
// The parent going away ends the feeders too.
process.on('disconnect', () => process.exit(0));

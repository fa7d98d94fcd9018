// The sim role registers its virtual receivers (operator-owned devices) before they dial in, so
// the registry's limits on unknown feeder ids never refuse them.
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../ingest/ingest.testing';
import { startSim, type SimRole } from './sim.role';

let sim: SimRole | undefined;
const server = net.createServer((socket) => socket.on('error', () => undefined).resume());

afterAll(async () => {
  await sim?.stop();
  await new Promise((resolve) => server.close(resolve));
});

describe('sim role', () => {
  it('registers every receiver before the first one connects', async () => {
    let connections = 0;
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const registered: { uuids: readonly string[]; connectionsThen: number }[] = [];
    sim = startSim({
      settings: { aircraft: 5, seed: 'register', speed: 1 },
      beastPort: port,
      host: '127.0.0.1',
      logger: { info: () => undefined, error: () => undefined },
      registerReceivers: (uuids) => {
        registered.push({ uuids, connectionsThen: connections });
        return Promise.resolve();
      },
    });
    await sim.ready;
    const receivers = sim.simulator()?.network.count ?? 0;
    expect(receivers).toBeGreaterThan(0);
    expect(registered).toEqual([{ uuids: sim.simulator()?.network.uuids, connectionsThen: 0 }]);
    await waitUntil(() => connections > 0);
  });
});

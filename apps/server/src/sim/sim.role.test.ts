// The sim role registers its virtual receivers (operator-owned devices) before they dial in, so
// the registry's limits on unknown feeder ids never refuse them.
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { waitUntil } from '../ingest/ingest.testing';
import { listAircraft } from '../reference/fleet.repo';
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

  it('has the identity service reload the fleet and timetable once they are published', async () => {
    const database = await createTestDatabase({ referenceData: true });
    const identity = new FlightIdentityService(database.db);
    await identity.refresh();
    const generation = identity.generation;
    let published: { aircraft: number; generation: number } | undefined;
    const role = startSim({
      settings: { aircraft: 5, seed: 'publish', speed: 1 },
      beastPort: 9,
      host: '127.0.0.1',
      logger: { info: () => undefined, error: () => undefined },
      db: database.db,
      onPublished: async () => {
        await identity.refresh();
        const fleet = await listAircraft(database.db);
        published = { aircraft: fleet.length, generation: identity.generation };
      },
    });
    try {
      await role.ready;
      await waitUntil(() => published !== undefined, 20_000);
      expect(published?.aircraft).toBe(role.simulator()?.fleet.size);
      expect(published?.generation).toBe(generation + 1);
      // The identity service now knows the simulated airframes without waiting for its job.
      const first = role.simulator()?.fleet.icao[0] ?? 0;
      const now = Math.floor(Date.now() / 1000);
      expect(identity.identify({ icao: first, callsign: undefined, time: now }).aircraftNum).toBe(
        role.simulator()?.fleet.registration[0],
      );
    } finally {
      await role.stop();
      await database.close();
    }
  });
});

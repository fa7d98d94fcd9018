// The simulator's traffic through the real pipeline: virtual receivers connect over TCP to the
// Beast input, and the merged live table must show the flights as simulated.
import { approximateDistanceMetres } from '@skytrace/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startFeedHarness, waitUntil, type FeedHarness } from '../ingest/ingest.testing';
import { isAirborne } from './flight.phase';
import { loopbackAddress, ReceiverLink } from './receiver.link';
import { Simulator } from './simulator';

interface Truth {
  lat: number;
  lon: number;
  altitude: number;
  squawk: number;
  /** Earlier positions sent, newest last (a decoder may hold one when a CPR pair is unusable). */
  track: [number, number, number][];
}

const START = Date.UTC(2026, 10, 21, 4, 0, 0) / 1000; // 12:00 in Beijing: a busy sky

let harness: FeedHarness | undefined;
let links: ReceiverLink[] = [];

afterEach(async () => {
  await Promise.all(links.map((link) => link.close()));
  links = [];
  await harness?.close();
  harness = undefined;
});

async function run(simulator: Simulator, ticks: number, seconds: number): Promise<void> {
  const network = simulator.network;
  for (let tick = 0; tick < ticks; tick++) {
    simulator.advance(seconds);
    for (let r = 0; r < network.count; r++) {
      links[r]?.setOnline(network.online[r] === 1);
      links[r]?.send(
        (network.buffers[r] ?? new Uint8Array(0)).subarray(0, network.lengths[r] ?? 0),
      );
    }
    network.clear();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('simulated traffic through the Beast input', () => {
  it('yields the simulated flights: positions within 100 m, callsigns, altitudes, squawks', async () => {
    // Each receiver dials from its own loopback address; where only 127.0.0.1 exists (macOS)
    // they share it, so the per-address cap is lifted here.
    harness = await startFeedHarness({ maxConnectionsPerAddress: 100 });
    const simulator = new Simulator({ seed: 7, aircraft: 0, fleetSize: 80, startTime: START });
    const truth = new Map<number, Truth>();
    simulator.encoder.onPosition = (icao, lat, lon, altitude, squawk) => {
      const track = truth.get(icao)?.track ?? [];
      track.push([lat, lon, altitude]);
      truth.set(icao, { lat, lon, altitude, squawk, track });
    };
    // As the sim role does: its receivers are operator-owned devices, never refused.
    await harness.registry.registerOperatorDevices(simulator.network.uuids);
    const port = harness.ingest.ports.beast;
    links = simulator.network.uuids.map(
      (uuid, i) => new ReceiverLink(port, '127.0.0.1', uuid, loopbackAddress(i)),
    );
    await waitUntil(() => links.every((link) => link.isConnected), 20_000);
    await run(simulator, 24, 0.5);

    const airborne = new Map<number, string>();
    const table = simulator.table;
    for (let slot = 0; slot < table.capacity; slot++) {
      const leg = table.legs[slot];
      if (leg !== undefined && isAirborne(table.phase[slot] ?? 0) && truth.has(leg.icao)) {
        airborne.set(leg.icao, leg.callsign);
      }
    }
    expect(airborne.size).toBeGreaterThan(10);
    const live = harness.liveTable;
    // The live position must be one the aircraft held at one of its last 8 positions sent (4 s).
    const matches = (icao: number) => {
      const aircraft = live.aircraft.get(icao);
      const recent = truth.get(icao)?.track.slice(-8) ?? [];
      return (
        aircraft !== undefined &&
        recent.some(
          ([lat, lon]) => approximateDistanceMetres(aircraft.lat, aircraft.lon, lat, lon) < 100,
        )
      );
    };
    await waitUntil(() => [...airborne.keys()].every(matches), 20_000);
    for (const [icao, callsign] of airborne) {
      const aircraft = live.aircraft.get(icao);
      const real = truth.get(icao);
      if (aircraft === undefined || real === undefined) throw new Error('missing aircraft');
      expect(aircraft.callsign.trim()).toBe(callsign);
      // Like positions, the altitude is one the aircraft held lately (25 ft steps in Mode S).
      const altitudes = real.track.slice(-8).map(([, , altitude]) => altitude);
      expect(altitudes.some((altitude) => Math.abs(aircraft.altitude - altitude) <= 25)).toBe(true);
      expect(aircraft.squawk).toBe(Number.parseInt(real.squawk.toString(8), 16));
    }
    // Every connected receiver registered as a device under its announced UUID.
    const uuids = simulator.network.uuids.map((uuid) => uuid.replace(/-/g, ''));
    expect(
      uuids.filter((uuid) => harness?.registry.devices.get(uuid)?.registered).length,
    ).toBeGreaterThan(40);
  });
});

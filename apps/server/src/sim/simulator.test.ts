// The simulated sky on its own: deterministic for a seed, realistic in size and identity.
import { describe, expect, it } from 'vitest';
import { buildFleet } from './fleet';
import { Simulator } from './simulator';
import { AIRLINES } from './world/airlines';

const START = Date.UTC(2026, 10, 21, 4, 0, 0) / 1000;

function frames(simulator: Simulator, ticks: number): string {
  const parts: string[] = [];
  for (let tick = 0; tick < ticks; tick++) {
    simulator.advance(0.5);
    const network = simulator.network;
    for (let r = 0; r < network.count; r++) {
      const bytes = (network.buffers[r] ?? new Uint8Array(0)).subarray(0, network.lengths[r] ?? 0);
      parts.push(Buffer.from(bytes).toString('base64'));
    }
    network.clear();
  }
  return parts.join('|');
}

describe('simulator', () => {
  it('produces the same frames for the same seed and start, and others for another seed', () => {
    const options = { aircraft: 0, fleetSize: 60, startTime: START };
    const a = frames(new Simulator({ seed: 11, ...options }), 10);
    const b = frames(new Simulator({ seed: 11, ...options }), 10);
    const c = frames(new Simulator({ seed: 12, ...options }), 10);
    expect(a.length).toBeGreaterThan(10_000);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('gives each aircraft a unique address from its country block and a national registration', () => {
    const fleet = buildFleet(5, 3000);
    expect(new Set(fleet.icao).size).toBe(3000);
    expect(new Set(fleet.registration).size).toBe(3000);
    for (let i = 0; i < fleet.size; i++) {
      const airline = AIRLINES[fleet.airline[i] ?? 0];
      const icao = fleet.icao[i] ?? 0;
      const registration = fleet.registration[i] ?? '';
      if (airline?.country === 'CN') {
        expect(icao >= 0x780000 && icao < 0x7c0000).toBe(true);
        expect(registration).toMatch(/^B-[0-9][0-9A-Z]{3}$/);
      }
      if (airline?.country === 'JP') expect(icao >= 0x840000 && icao < 0x880000).toBe(true);
      if (airline?.country === 'US') expect(registration).toMatch(/^N[0-9]{3}[A-Z]{2}$/);
    }
  });

  it('keeps a timetable of real-looking flights: numbers, callsigns, STD before STA', () => {
    const simulator = new Simulator({ seed: 3, aircraft: 0, fleetSize: 200, startTime: START });
    const day = Math.floor(START / 86_400) * 86_400;
    const legs = simulator.timetable(day, day + 86_400);
    // Narrow-bodies fly ~4–7 legs a day, wide-bodies ~1–3.
    expect(legs.length).toBeGreaterThan(200 * 2.5);
    for (const leg of legs) {
      expect(leg.flightNumber).toMatch(/^[A-Z0-9]{2}[0-9]{3,4}$/);
      expect(leg.callsign).toMatch(/^[A-Z]{3}[0-9]{3,4}$/);
      expect(leg.callsign.slice(3)).toBe(leg.flightNumber.slice(2));
      expect(leg.sta - leg.std).toBeGreaterThan(30 * 60);
      expect(leg.origin).not.toBe(leg.destination);
    }
    expect(legs.filter((leg) => leg.callsign.startsWith('CES')).length).toBeGreaterThan(20);
  });

  it('has about as many aircraft airborne as asked at a busy hour', () => {
    const simulator = new Simulator({ seed: 1, aircraft: 400, startTime: START });
    const airborne = simulator.airborneCount();
    expect(airborne).toBeGreaterThan(300);
    expect(airborne).toBeLessThan(500);
  });

  it('builds the same sky in slices while the event loop keeps turning', async () => {
    const options = { seed: 9, aircraft: 600, startTime: START };
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    const sliced = await Simulator.create(options);
    clearInterval(timer);
    // A 600-aircraft build takes far longer than one 20 ms slice: other work ran in between.
    expect(turns).toBeGreaterThan(0);
    const blocking = new Simulator(options);
    expect(sliced.airborneCount()).toBe(blocking.airborneCount());
    expect(frames(sliced, 4)).toBe(frames(blocking, 4));
    const day = Math.floor(START / 86_400) * 86_400;
    expect(await sliced.timetableInSlices(day, day + 86_400)).toEqual(
      blocking.timetable(day, day + 86_400),
    );
  });
});

// What feeders may inject: only what ADS-B can carry reaches the live table, and an emergency
// squawk from one unchecked source waits for a second witness.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentAircraftJson } from '../live/aircraft-json.presenter';
import { sendFeed, startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';
import { beastIdentification, beastSquawk, compressed, sbsLine } from './feed.testing';

let harness: FeedHarness;
beforeAll(async () => {
  harness = await startFeedHarness();
});
afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

describe('SBS field validation', () => {
  it('rejects markup, lowercase and over-long callsigns and impossible values, over TCP and HTTP', async () => {
    const { liveTable, variflight, ingest } = harness;
    const guard = variflight.guard;
    const before = guard.stats.invalidMessages;
    const hostile = [
      sbsLine({ icao: 0x500001, callsign: '<img src=x onerror=alert(1)>' }),
      sbsLine({ icao: 0x500002, callsign: 'ces5101' }),
      sbsLine({ icao: 0x500003, callsign: 'ABCDEFGHIJ' }),
      sbsLine({ icao: 0x500004, callsign: 'A'.repeat(300) }),
      sbsLine({ icao: 0x500005, altitude: 9_000_000 }),
      sbsLine({ icao: 0x500006, lat: 91, lon: 10 }),
      sbsLine({ icao: 0x500007, callsign: 'CES\u202e01' }),
    ];
    await sendFeed(ingest.ports.sbs, Buffer.from(`${hostile.join('\n')}\n`));
    await variflight.receive('aabbccddeeff0022', compressed(hostile), '10.1.0.1');
    await waitUntil(() => guard.stats.invalidMessages === before + 14);
    for (let icao = 0x500001; icao <= 0x500007; icao++) {
      expect(liveTable.aircraft.has(icao)).toBe(false);
    }
    const now = Date.now() / 1000;
    for (const entry of liveTable.aircraft.values()) {
      expect(JSON.stringify(presentAircraftJson(entry, now))).not.toMatch(/[<>]/);
    }
    // A proper line still counts: squawk exactly 4 octal digits, callsign A–Z 0–9 space.
    await variflight.receive(
      'aabbccddeeff0022',
      compressed([sbsLine({ icao: 0x500008, callsign: 'CES 51', squawk: '1238' })]),
      '10.1.0.1',
    );
    const good = liveTable.aircraft.get(0x500008);
    expect(good?.callsign).toBe('CES 51');
    expect(good?.squawk).toBeNaN();
  });
});

describe('emergency squawks', () => {
  it('holds a 7500 from one unregistered HTTP feeder until a feeder at another address agrees', async () => {
    const { liveTable, variflight } = harness;
    const icao = 0x780b01;
    const line = (squawk: string) => compressed([sbsLine({ icao, type: 6, squawk })]);
    await variflight.receive('aabbccddeeff0031', line('4215'), '10.2.0.1');
    await variflight.receive('aabbccddeeff0031', line('7500'), '10.2.0.1');
    // A second id from the same address is no second witness.
    await variflight.receive('aabbccddeeff0032', line('7500'), '10.2.0.1');
    expect(liveTable.aircraft.get(icao)?.squawk).toBe(0x4215);
    await variflight.receive('aabbccddeeff0033', line('7500'), '10.2.0.2');
    expect(liveTable.aircraft.get(icao)?.squawk).toBe(0x7500);
  });

  it('shows an emergency at once from a registered feeder or a CRC-checked Mode S frame', async () => {
    const { liveTable, variflight, registry, ingest } = harness;
    registry.attach('aabbccddeeff0041', 'sbs', '10.3.0.1')!.registered = true;
    await variflight.receive(
      'aabbccddeeff0041',
      compressed([sbsLine({ icao: 0x780b02, type: 6, squawk: '7700' })]),
      '10.3.0.1',
    );
    expect(liveTable.aircraft.get(0x780b02)?.squawk).toBe(0x7700);
    const frames = Buffer.concat([
      beastIdentification(0x780b03, 'CCA1501'),
      beastSquawk(0x780b03, '7600'),
    ]);
    await sendFeed(ingest.ports.beast, frames);
    await waitUntil(() => liveTable.aircraft.get(0x780b03)?.squawk === 0x7600);
  });
});

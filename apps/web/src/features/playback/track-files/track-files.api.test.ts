import { describe, expect, it } from 'vitest';
import type { TrackFile } from '@skytrace/contracts';
import { trackFileLabel, trackFilePlaybackPath } from './track-files.api';

const file: TrackFile = {
  file_name: '780a5c-20260105T080000Z-42',
  flightId: 42,
  icaoId: '780A5C',
  callsign: 'CES5101',
  fnum: null,
  anum: 'B-1234',
  aircraftType: 'A320',
  org: 'PVG',
  dst: null,
  firstSeen: 1_767_600_000.4,
  lastSeen: 1_767_603_599.6,
  pointCount: 120,
  bbox: { west: 121, south: 31, east: 122, north: 32 },
};

describe('track-file links', () => {
  it('plays the file as its aircraft over the whole seconds around its points', () => {
    expect(trackFilePlaybackPath(file)).toBe('/playbacksup/B-1234/42/1767600000/1767603600');
    expect(trackFilePlaybackPath({ ...file, anum: null })).toBe(
      '/playbacksup/780A5C/42/1767600000/1767603600',
    );
  });

  it('is listed by flight number, else callsign, registration, ICAO address', () => {
    expect(trackFileLabel(file)).toBe('CES5101');
    expect(trackFileLabel({ ...file, fnum: 'MU5101' })).toBe('MU5101');
    expect(trackFileLabel({ ...file, callsign: null })).toBe('B-1234');
  });
});

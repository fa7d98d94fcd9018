import type { PlaybackTarget } from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import {
  airportPlaybackPath,
  areaPlaybackPath,
  flightHistoryPath,
  liveFlightPath,
  replayPathOf,
} from './entry-paths';
import { parsePlaybackView } from './playback.url';
import { windowOfSearch } from './window-form';

const target: PlaybackTarget = {
  flightId: 42,
  dynamicId: 'MU5101-20261124',
  fnum: 'MU5101',
  callsign: 'CES5101',
  anum: 'B-1234',
  STD: 1_795_000_000,
  startTime: 1_795_000_100.4,
  endTime: 1_795_003_000.7,
  landed: false,
};
const NOW = Date.UTC(2026, 10, 24, 8, 30, 20);

describe('playback entry links', () => {
  it('replays a written scheduled flight by its instance, on the mobile variant too', () => {
    expect(replayPathOf(target, '780A5C')).toBe('/playback/MU5101-20261124/1795000000');
    expect(replayPathOf(target, '780A5C', true)).toBe(
      '/mobile/playback/MU5101-20261124/1795000000',
    );
  });

  it('replays a flight not written yet, or unscheduled, as its aircraft between first and last point', () => {
    expect(replayPathOf({ ...target, flightId: null }, '780A5C')).toBe(
      '/playbacksup/B-1234/780A5C/1795000100/1795003001',
    );
    expect(replayPathOf({ ...target, dynamicId: null, anum: null }, '780A5C')).toBe(
      '/playbacksup/780A5C/42/1795000100/1795003001',
    );
  });

  it('keeps an aircraft window within the server limit of one day', () => {
    const long = { ...target, flightId: null, startTime: 0, endTime: 200_000 };
    expect(replayPathOf(long, '780A5C')).toBe('/playbacksup/B-1234/780A5C/113600/200000');
  });

  it('opens the flight history of a flight number', () => {
    expect(flightHistoryPath('mu5101')).toBe('/track-data/MU5101');
    expect(flightHistoryPath('A/B')).toBe('/track-data/A%2FB');
  });

  it('opens airport playback over the last whole hour', () => {
    const path = airportPlaybackPath('zbaa', NOW);
    const [page, search = ''] = path.split('?');
    expect(page).toBe('/airport-paly');
    expect(new URLSearchParams(search).get('airport')).toBe('ZBAA');
    const window = windowOfSearch(`?${search}`);
    expect(window).toEqual({
      startTime: Math.ceil(NOW / 60_000) * 60 - 3600,
      endTime: Math.ceil(NOW / 60_000) * 60,
    });
  });

  it('opens area playback of the same view: the box, the last hour, the centre and zoom', () => {
    const path = areaPlaybackPath(
      { west: 100.123456, south: 20, east: 190, north: 30.5, center: [105.5, 25.25], zoom: 6.256 },
      NOW,
    );
    const search = path.slice(path.indexOf('?'));
    expect(path.startsWith('/regional_back?')).toBe(true);
    expect(new URLSearchParams(search).get('box')).toBe('100.1235,20,180,30.5');
    expect(windowOfSearch(search)?.endTime).toBe(Math.ceil(NOW / 60_000) * 60);
    expect(parsePlaybackView(search)).toEqual({ center: [105.5, 25.25], zoom: 6.26 });
  });

  it('links back to the live flight by instance, else by flight number or callsign', () => {
    expect(liveFlightPath(target)).toBe('/tracker/MU5101/MU5101-20261124/1795000000');
    expect(liveFlightPath({ ...target, dynamicId: null }, true)).toBe('/mobile/tracker/MU5101');
    expect(liveFlightPath({ ...target, fnum: null, dynamicId: null })).toBe('/tracker/CES5101');
    expect(liveFlightPath({ ...target, fnum: null, callsign: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  centerPath,
  flightPath,
  isInstance,
  isTrackerPath,
  parseCenter,
  parseInstance,
  viewFromPath,
} from './tracker.url';

describe('tracker URLs (spec §2)', () => {
  it('builds trackerWithFnum and trackerWithCenter paths', () => {
    expect(flightPath(' mu5101 ')).toBe('/tracker/MU5101');
    expect(flightPath('B-1234/X')).toBe('/tracker/B-1234%2FX');
    expect(centerPath({ center: [104.452, 33.394], zoom: 8 })).toBe('/tracker/104.4520,33.3940/8');
  });

  it('builds the Mobile variants under /mobile (spec §2 trackerWithFnumMobile)', () => {
    expect(flightPath(' mu5101 ', 'mobile')).toBe('/mobile/tracker/MU5101');
    expect(flightPath('B-1234/X', 'mobile')).toBe('/mobile/tracker/B-1234%2FX');
    expect(flightPath('MU5101', 'desktop')).toBe('/tracker/MU5101');
    expect(centerPath({ center: [121.3363, 31.1979], zoom: 9.6 }, 'mobile')).toBe(
      '/mobile/tracker/121.3363,31.1979/10',
    );
  });

  it('parses centre and zoom back, clamping zoom to 3–18', () => {
    expect(parseCenter('104.452,33.394', '8')).toEqual({ center: [104.452, 33.394], zoom: 8 });
    expect(parseCenter('-6.2,53.4', '25')).toEqual({ center: [-6.2, 53.4], zoom: 18 });
    expect(parseCenter('1,2', '1')?.zoom).toBe(3);
    const back = parseCenter('121.3363,31.1979', '9.50');
    expect(back?.zoom).toBe(9.5);
    expect(back && centerPath(back)).toBe('/tracker/121.3363,31.1979/10');
  });

  it('rejects anything that is not a view', () => {
    for (const [lnglat, zoom] of [
      ['104.4', '8'],
      ['a,b', '8'],
      ['1,2,3', '8'],
      ['200,10', '8'],
      ['10,90', '8'],
      ['10,20', ''],
      [',20', '8'],
    ] as const) {
      expect(parseCenter(lnglat, zoom), `${lnglat}/${zoom}`).toBeNull();
    }
    expect(parseCenter(undefined, '8')).toBeNull();
  });
});

describe('tracker paths read before the router exists (radar bootstrap)', () => {
  it('reads the view of trackerWithCenter and its Mobile variant', () => {
    expect(viewFromPath('/tracker/121.5000,31.2000/9')).toEqual({ center: [121.5, 31.2], zoom: 9 });
    expect(viewFromPath('/mobile/tracker/116.4%2C39.9/7')).toEqual({
      center: [116.4, 39.9],
      zoom: 7,
    });
  });

  it('gives no view for other paths and bad links', () => {
    expect(viewFromPath('/')).toBeNull();
    expect(viewFromPath('/tracker/MU5101')).toBeNull();
    expect(viewFromPath('/tracker/200,10/5')).toBeNull();
    expect(viewFromPath('/tracker/%E0%A4%A/5')).toBeNull();
    expect(viewFromPath('/playback/121,31/5')).toBeNull();
  });

  it('knows the radar paths', () => {
    for (const path of ['/', '/mobile', '/mobile/', '/tracker/MU5101', '/mobile/tracker/1,2/3']) {
      expect(isTrackerPath(path)).toBe(true);
    }
    for (const path of ['/login', '/track-data', '/mobile/playback/x/y', '/trackerx']) {
      expect(isTrackerPath(path)).toBe(false);
    }
  });
});

describe('flight instance route (spec §2 tracker/{fnum2}/{dynamicId}/{scheduledDeptime})', () => {
  it('reads a valid instance and refuses malformed ones', () => {
    expect(parseInstance('mu5101-20261124', '1795000000')).toEqual({
      dynamicId: 'MU5101-20261124',
      scheduledDeptime: 1_795_000_000,
    });
    expect(parseInstance('MU5101', '1795000000')).toBeNull();
    expect(parseInstance('MU5101-20261124', '17.5')).toBeNull();
    expect(parseInstance(undefined, undefined)).toBeNull();
  });

  it('matches the live flight of the same departure, or one whose departure is unknown', () => {
    const wanted = { dynamicId: 'MU5101-20261124', scheduledDeptime: 1_795_000_000 };
    expect(isInstance(1_795_000_000, wanted)).toBe(true);
    expect(isInstance(0, wanted)).toBe(true);
    expect(isInstance(1_795_086_400, wanted)).toBe(false);
    expect(isInstance(1_795_086_400, null)).toBe(true);
  });
});

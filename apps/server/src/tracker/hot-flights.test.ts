import { describe, expect, it } from 'vitest';
import { HotFlights } from './hot-flights';

describe('hot flights', () => {
  it('ranks aircraft by views in the last 30 minutes', () => {
    const hot = new HotFlights();
    const t = 1_800_000_000;
    for (let i = 0; i < 5; i++) hot.view(1, t);
    for (let i = 0; i < 3; i++) hot.view(2, t + 60);
    hot.view(3, t + 120);
    expect(hot.top(t + 180, 2, () => true)).toEqual([
      { icao: 1, views: 5, clicks: 0 },
      { icao: 2, views: 3, clicks: 0 },
    ]);
  });

  it('forgets views older than the window and aircraft no longer live', () => {
    const hot = new HotFlights();
    const t = 1_800_000_000;
    for (let i = 0; i < 10; i++) hot.view(1, t);
    hot.view(2, t + 29 * 60);
    expect(hot.top(t + 31 * 60, 5, () => true)).toEqual([{ icao: 2, views: 1, clicks: 0 }]);
    expect(hot.top(t + 31 * 60, 5, (icao) => icao !== 2)).toEqual([]);
  });

  it('ranks clicks from the hot list with the views, and forgets them with the window', () => {
    const hot = new HotFlights();
    const t = 1_800_000_000;
    for (let i = 0; i < 3; i++) hot.view(1, t);
    hot.view(2, t);
    for (let i = 0; i < 3; i++) hot.click(2, t + 60);
    expect(hot.top(t + 120, 5, () => true)).toEqual([
      { icao: 2, views: 1, clicks: 3 },
      { icao: 1, views: 3, clicks: 0 },
    ]);
    expect(hot.counts(2, t + 120)).toEqual({ views: 1, clicks: 3 });
    expect(hot.counts(2, t + 60 + 30 * 60)).toEqual({ views: 0, clicks: 0 });
    expect(hot.counts(9, t)).toEqual({ views: 0, clicks: 0 });
  });
});

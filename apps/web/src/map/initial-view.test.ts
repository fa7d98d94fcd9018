import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  LIVE_LIMIT_ZOOM_THRESHOLD,
} from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import { fittedDefaultView } from './initial-view';

describe('the first view', () => {
  it('shows the same stretch of sky on every screen: a phone zooms out, a desktop less', () => {
    const phone = fittedDefaultView(390, 790);
    const laptop = fittedDefaultView(1280, 840);
    const wide = fittedDefaultView(2560, 1380);
    expect(phone.center).toEqual(DEFAULT_MAP_CENTER);
    expect(phone.zoom).toBeCloseTo(5.4, 1);
    expect(laptop.zoom).toBeCloseTo(6.3, 1);
    expect(wide.zoom).toBeGreaterThan(laptop.zoom);
    // Twice the side, one zoom level more: the same span of degrees.
    expect(fittedDefaultView(780, 1580).zoom - phone.zoom).toBeCloseTo(1, 1);
    // A phone's first view is not capped by spec §9's zoomed-out limit.
    expect(phone.zoom).toBeGreaterThanOrEqual(LIVE_LIMIT_ZOOM_THRESHOLD);
  });

  it('stays within zoom 4 and the spec default 8', () => {
    expect(fittedDefaultView(120, 160).zoom).toBe(4);
    expect(fittedDefaultView(20_000, 12_000).zoom).toBe(DEFAULT_MAP_ZOOM);
    expect(fittedDefaultView(0, 0).zoom).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { altitude, speed, verticalRate } from './flight.format';

describe('detail units (spec §3 defaults, §9 factors)', () => {
  it('shows metres and km/h by default, feet and knots on request', () => {
    expect(altitude(35_000, 'metre', 'en')).toEqual({ key: 'metre', value: '10,668' });
    expect(altitude(35_000, 'foot', 'en')).toEqual({ key: 'foot', value: '35,000' });
    expect(speed(450, 'kmh', 'en')).toEqual({ key: 'kmh', value: '833' });
    expect(speed(450, 'knot', 'zh')).toEqual({ key: 'knot', value: '450' });
    expect(verticalRate(-640, 'metre', 'en')).toEqual({ key: 'metresPerSecond', value: '-3.3' });
    expect(verticalRate(-640, 'foot', 'en')).toEqual({ key: 'feetPerMinute', value: '-640' });
  });
});

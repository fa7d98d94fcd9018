import { describe, expect, it } from 'vitest';
import { pageTitle, wantsTitleSuffix } from './title';

const en = { productName: 'Skytrace', suffix: ' - Skytrace' };
const zh = { productName: '天迹 ADS-B', suffix: ' - 天迹 ADS-B' };

describe('pageTitle', () => {
  it('appends the product suffix in each language', () => {
    expect(pageTitle({ ...en, pathname: '/terms-en', routeTitle: 'Terms of Service' })).toBe(
      'Terms of Service - Skytrace',
    );
    expect(pageTitle({ ...zh, pathname: '/terms', routeTitle: '服务条款' })).toBe(
      '服务条款 - 天迹 ADS-B',
    );
  });

  it('uses the bare product name when the route has no title', () => {
    expect(pageTitle({ ...en, pathname: '/x', routeTitle: null })).toBe('Skytrace');
  });

  it('drops the suffix on the activity calendar', () => {
    expect(pageTitle({ ...zh, pathname: '/activity/applycalendar', routeTitle: '活动日历' })).toBe(
      '活动日历',
    );
    expect(wantsTitleSuffix('/activity/applycalendar/')).toBe(false);
    expect(wantsTitleSuffix('/activity')).toBe(true);
    expect(wantsTitleSuffix('/')).toBe(true);
  });
});

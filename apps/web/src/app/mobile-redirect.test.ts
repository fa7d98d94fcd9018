import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileDevice } from '../lib/device';
import { variantRedirect } from './mobile-redirect';
import { createGuardLoader } from './router-guard';
import { pages } from './routes';

describe('variantRedirect on a mobile device', () => {
  it('sends the tracker and playback pages to their Mobile variants, keeping the query', () => {
    expect(variantRedirect('/', '', true)).toBe('/mobile');
    expect(variantRedirect('/tracker/CA1234', '?from=search', true)).toBe(
      '/mobile/tracker/CA1234?from=search',
    );
    expect(variantRedirect('/playback/123/1700000000', '', true)).toBe(
      '/mobile/playback/123/1700000000',
    );
    expect(variantRedirect('/playbacksup/B1234/abc', '', true)).toBe(
      '/mobile/playbacksup/B1234/abc',
    );
    expect(variantRedirect('/flight-playback/MU5101/SHA/PEK/1700000000', '?t=5', true)).toBe(
      '/mobile/flight-playback/MU5101/SHA/PEK/1700000000?t=5',
    );
  });

  it('leaves other pages and Mobile variants alone', () => {
    expect(variantRedirect('/terms', '', true)).toBeNull();
    expect(variantRedirect('/account', '', true)).toBeNull();
    expect(variantRedirect('/mobile/tracker/CA1234', '', true)).toBeNull();
    expect(variantRedirect('/trackers', '', true)).toBeNull();
  });
});

describe('variantRedirect on a desktop', () => {
  it('sends Mobile variants back to the desktop pages', () => {
    expect(variantRedirect('/mobile', '', false)).toBe('/');
    expect(variantRedirect('/mobile/', '?x=1', false)).toBe('/?x=1');
    expect(variantRedirect('/mobile/tracker/CA1234', '?q=1', false)).toBe('/tracker/CA1234?q=1');
  });

  it('leaves desktop pages alone', () => {
    expect(variantRedirect('/', '', false)).toBeNull();
    expect(variantRedirect('/tracker/CA1234', '', false)).toBeNull();
    expect(variantRedirect('/mobileapp', '', false)).toBeNull();
  });
});

describe('isMobileDevice', () => {
  afterEach(() => vi.restoreAllMocks());

  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

  it('detects phones by user agent whatever the width', () => {
    expect(isMobileDevice({ userAgent: iphone, viewportWidth: 1024 })).toBe(true);
  });

  it('treats narrow desktop windows as mobile and wide ones as desktop', () => {
    expect(isMobileDevice({ userAgent: desktop, viewportWidth: 500 })).toBe(true);
    expect(isMobileDevice({ userAgent: desktop, viewportWidth: 1280 })).toBe(false);
  });

  it('warns about a missing user agent and decides by width', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isMobileDevice({ userAgent: '', viewportWidth: 1280 })).toBe(false);
    expect(warn).toHaveBeenCalledWith('[device] invalid user agent');
  });
});

describe('Mobile variant redirects on the real route table (spec §2)', () => {
  const loaderFor = (isMobile: boolean) =>
    createGuardLoader([{ path: '/', children: pages }], {
      isMobile: () => isMobile,
      hasToken: () => false,
      hasUser: () => false,
      loadProfile: () => Promise.resolve('loaded'),
    });
  const go = async (isMobile: boolean, path: string) => {
    const response = await loaderFor(isMobile)({
      request: new Request(`http://skytrace.test${path}`),
    });
    return response === null ? null : response.headers.get('Location');
  };

  it('sends a phone from the tracker routes to trackerMobile and its children, query kept', async () => {
    expect(await go(true, '/')).toBe('/mobile');
    expect(await go(true, '/?lang=zh')).toBe('/mobile?lang=zh');
    expect(await go(true, '/tracker/MU5101?from=share')).toBe('/mobile/tracker/MU5101?from=share');
    expect(await go(true, '/tracker/104.4520,33.3940/8')).toBe(
      '/mobile/tracker/104.4520,33.3940/8',
    );
  });

  it('lets a phone stay on the Mobile variants and on pages without one', async () => {
    expect(await go(true, '/mobile')).toBeNull();
    expect(await go(true, '/mobile/tracker/MU5101?x=1')).toBeNull();
    expect(await go(true, '/mobile/tracker/104.4520,33.3940/8')).toBeNull();
    expect(await go(true, '/about')).toBeNull();
  });

  it('sends a desktop from the Mobile variants back, query kept', async () => {
    expect(await go(false, '/mobile')).toBe('/');
    expect(await go(false, '/mobile?lang=en')).toBe('/?lang=en');
    expect(await go(false, '/mobile/tracker/MU5101?from=share')).toBe('/tracker/MU5101?from=share');
    expect(await go(false, '/mobile/tracker/121.3363,31.1979/10')).toBe(
      '/tracker/121.3363,31.1979/10',
    );
    expect(await go(false, '/tracker/MU5101')).toBeNull();
  });
});

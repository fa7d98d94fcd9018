import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(parseCookie('a=1; skytrace_token=abc%20def; b=2', 'skytrace_token')).toBe('abc def');
  });

  it('returns null when absent', () => {
    expect(parseCookie('a=1', 'skytrace_token')).toBeNull();
    expect(parseCookie('', 'skytrace_token')).toBeNull();
  });

  it('serialises with a max age in seconds', () => {
    expect(serializeCookie('t', 'x y', { maxAgeDays: 30, secure: true })).toBe(
      't=x%20y; Path=/; SameSite=Lax; Max-Age=2592000; Secure',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { loginRedirect, safeRedirectTarget } from './login-redirect';

describe('redirect targets', () => {
  it('omits the redirect parameter for the home page', () => {
    expect(loginRedirect('/')).toBe('/login');
  });

  it('accepts only same-site paths', () => {
    expect(safeRedirectTarget('/account')).toBe('/account');
    expect(safeRedirectTarget('/terms?x=1')).toBe('/terms?x=1');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ADSB_FULL_PATHS,
  ADSB_PATHS,
  API_V2_FULL_PATHS,
  API_V2_PATHS,
  API_V2_ROOT,
  fillPath,
  HOST_PATHS,
} from './endpoints';

describe('endpoint paths', () => {
  it('prefixes every relative path with its root in the full paths', () => {
    expect(API_V2_FULL_PATHS.login).toBe('/api/v2/user/auth/login');
    expect(ADSB_FULL_PATHS.trackFileLookup).toBe('/adsb/trackFile/lookup');
    for (const [name, path] of Object.entries(API_V2_PATHS)) {
      expect(API_V2_FULL_PATHS[name as keyof typeof API_V2_PATHS]).toBe(`${API_V2_ROOT}${path}`);
    }
    expect(Object.keys(ADSB_FULL_PATHS)).toEqual(Object.keys(ADSB_PATHS));
  });

  it('declares each path once: no two names share a path', () => {
    const all = [
      ...Object.values(API_V2_FULL_PATHS),
      ...Object.values(ADSB_FULL_PATHS),
      ...Object.values(HOST_PATHS),
    ];
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path).toMatch(/^\/[\w./:-]+$/);
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath(API_V2_PATHS.publicProfile, { id: 42 })).toBe('/user/user/info/42');
    expect(fillPath(HOST_PATHS.proto, { file: 'location.proto' })).toBe('/proto/location.proto');
    expect(fillPath(API_V2_PATHS.avatar, { file: 'a b/c.png' })).toBe('/user/avatar/a%20b%2Fc.png');
    expect(() => fillPath(API_V2_PATHS.publicProfile, {})).toThrow(/:id/);
  });
});

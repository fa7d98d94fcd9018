import { describe, expect, it } from 'vitest';
import { accessOf } from './router-guard';
import { pages } from './routes';

const table = [{ path: '/', children: pages }];

describe('route table (spec §2 access levels)', () => {
  it.each([
    ['/', 'all'],
    ['/login', 'visit'],
    ['/account', 'login'],
    ['/account/', 'login'],
    ['/terms', 'all'],
    ['/terms-en', 'all'],
    ['/privacy', 'all'],
    ['/privacy-en', 'all'],
    ['/ad/volunteerwanted', 'all'],
    ['/404', 'all'],
    ['/no/such/page', 'all'],
  ])('%s is %s', (path, access) => {
    expect(accessOf(table, path)).toBe(access);
  });
});

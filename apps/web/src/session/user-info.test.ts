import { describe, expect, it } from 'vitest';
import { canOpenBackOffice, displayName, hasPermission, parseUserInfo } from './user-info';

describe('parseUserInfo', () => {
  it('reads a flat profile', () => {
    expect(
      parseUserInfo({
        username: 'pilot',
        truename: '王伟',
        avatar_url: '/data/a.png',
        permissions: ['bms:user'],
      }),
    ).toEqual({
      username: 'pilot',
      truename: '王伟',
      avatarUrl: '/data/a.png',
      permissions: ['bms:user'],
    });
  });

  it('reads a profile nested under data and tolerates missing fields', () => {
    expect(parseUserInfo({ data: { username: 'pilot' }, devIds: [] })).toEqual({
      username: 'pilot',
      truename: null,
      avatarUrl: null,
      permissions: [],
    });
  });

  it('rejects a payload without a username', () => {
    expect(parseUserInfo({ truename: 'x' })).toBeNull();
    expect(parseUserInfo(null)).toBeNull();
    expect(parseUserInfo('pilot')).toBeNull();
  });
});

describe('user helpers', () => {
  const user = { username: 'pilot', truename: null, avatarUrl: null, permissions: ['a'] };

  it('prefers the real name', () => {
    expect(displayName(user)).toBe('pilot');
    expect(displayName({ ...user, truename: '王伟' })).toBe('王伟');
  });

  it('checks permissions', () => {
    expect(hasPermission(user, 'a')).toBe(true);
    expect(hasPermission(user, 'b')).toBe(false);
    expect(hasPermission(null, 'a')).toBe(false);
    expect(canOpenBackOffice(user)).toBe(true);
    expect(canOpenBackOffice({ ...user, permissions: [] })).toBe(false);
    expect(canOpenBackOffice(null)).toBe(false);
  });
});

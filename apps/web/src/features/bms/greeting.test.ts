import { describe, expect, it } from 'vitest';
import { greetingKey, greetingName } from './greeting';

describe('admin greeting', () => {
  it('says morning up to 12, afternoon up to 18, else evening', () => {
    expect([0, 11, 12, 17, 18, 23].map(greetingKey)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
  it('names the real name, else the username, else --', () => {
    expect(greetingName({ truename: '王芳', username: 'fang' })).toBe('王芳');
    expect(greetingName({ truename: ' ', username: 'fang' })).toBe('fang');
    expect(greetingName({ truename: null, username: '' })).toBe('--');
    expect(greetingName(null)).toBe('--');
  });
});

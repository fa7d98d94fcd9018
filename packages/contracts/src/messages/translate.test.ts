import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';
import { isMessageKey, translateMessage } from './translate';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('shared message catalogue', () => {
  it('has identical keys in zh and en', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty text and no untranslated English in zh', () => {
    for (const key of keysOf(zh)) {
      const [group, name] = key.split('.') as ['errors', 'internal'];
      expect(zh[group][name].length).toBeGreaterThan(0);
      expect(zh[group][name]).not.toBe(en[group][name]);
    }
  });

  it('translates with placeholders', () => {
    expect(translateMessage('en', 'validation.tooShort', { minimum: 6 })).toBe(
      'Must be at least 6 characters.',
    );
    expect(translateMessage('zh', 'errors.notFound')).toBe('未找到。');
  });

  it('recognises message keys', () => {
    expect(isMessageKey('validation.emailInvalid')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(isMessageKey('plain text')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { htmlLang, resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('keeps a stored choice', () => {
    expect(resolveLanguage('en', ['zh-CN'])).toBe('en');
    expect(resolveLanguage('zh', ['en-US'])).toBe('zh');
  });

  it('falls back to the browser language: zh* is Chinese, anything else English', () => {
    expect(resolveLanguage(null, ['zh-CN', 'en'])).toBe('zh');
    expect(resolveLanguage(null, ['zh-Hant-TW'])).toBe('zh');
    expect(resolveLanguage(null, ['ZH'])).toBe('zh');
    expect(resolveLanguage(null, ['fr-FR', 'zh-CN'])).toBe('en');
    expect(resolveLanguage(null, [])).toBe('en');
  });

  it('ignores an invalid stored value', () => {
    expect(resolveLanguage('de', ['zh-CN'])).toBe('zh');
  });

  it('maps languages to html lang tags', () => {
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
  });
});

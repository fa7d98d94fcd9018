import { describe, expect, it } from 'vitest';
import { currentLanguage, htmlLang, resolveLanguage, setActiveLanguage } from './language';

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

describe('currentLanguage (read by code that must not load i18next)', () => {
  it('falls back to English without a browser, then follows the active language', () => {
    expect(currentLanguage()).toBe('en');
    setActiveLanguage('zh');
    expect(currentLanguage()).toBe('zh');
    setActiveLanguage('en');
    expect(currentLanguage()).toBe('en');
  });
});

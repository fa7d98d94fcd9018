import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_LANGUAGE_KEY } from '@skytrace/contracts';
import { changeLanguage, currentLanguage, i18n, initI18n, loadDocuments } from './index';

// How resources load (src/i18n/index.ts): the active language's shell texts at start, the other
// language on switch, the long documents with their pages. One i18next instance for the app, so
// the steps run in order in this file.

const stored = new Map<string, string>([[APP_LANGUAGE_KEY, 'zh']]);
const html = { lang: '' };

beforeAll(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  });
  vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
  vi.stubGlobal('document', { documentElement: html });
});

describe('translation loading', () => {
  it('starts with the stored language only, without the long documents', async () => {
    await initI18n();
    expect(currentLanguage()).toBe('zh');
    expect(html.lang).toBe('zh-CN');
    expect(i18n.t('legal.otherEdition')).toBe('English edition');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.exists('legal.terms.title')).toBe(false);
    expect(i18n.exists('volunteer.title')).toBe(false);
  });

  it('loads the other language on switch and remembers the choice', async () => {
    await changeLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(html.lang).toBe('en');
    expect(stored.get(APP_LANGUAGE_KEY)).toBe('en');
    expect(i18n.t('legal.otherEdition')).toBe('中文版');
    expect(i18n.exists('volunteer.title')).toBe(false);
  });

  it('loads a document edition on demand, and the documents follow later switches', async () => {
    await loadDocuments('zh');
    // A legal page shows its own edition whatever the interface language is.
    expect(i18n.getFixedT('zh')('legal.terms', { returnObjects: true }).title).toBe('服务条款');
    expect(i18n.exists('legal.terms.title', { lng: 'en' })).toBe(false);
    await changeLanguage('zh');
    await changeLanguage('en');
    expect(i18n.t('volunteer.title')).toBe('Host an ADS-B receiver for Skytrace');
    expect(i18n.t('legal.otherEdition')).toBe('中文版');
  });
});

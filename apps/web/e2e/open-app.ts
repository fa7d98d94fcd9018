import { APP_LANGUAGE_KEY } from '@skytrace/contracts';
import type { BrowserContextOptions } from 'playwright-core';
import { BASE_URL, openPage, type OpenedPage } from './browser';

// One way for a browser test to open the app in a language, signed in or not: the app reads its
// language from local storage before its first render, and the browser's locale matches it so
// that dates and numbers formatted by the browser agree with the text.

export type AppLanguage = 'zh' | 'en';

/** The desktop window most page tests use. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

export interface OpenAppOptions {
  /** Context options (viewport, device profile, permissions); the locale follows the language. */
  device?: BrowserContextOptions;
  /** A session token, set as the app's cookie for `baseUrl`; none opens the page signed out. */
  token?: string | null;
  /** The server the token's cookie belongs to (a test's own server, or the shared one). */
  baseUrl?: string;
  /** A browser of its own (Web Push needs a full profile). */
  ownBrowser?: boolean;
}

/** A fresh page in `language`, signed in with `token` when one is given. */
export async function openApp(
  language: AppLanguage,
  { device = DESKTOP, token, baseUrl = BASE_URL, ownBrowser = false }: OpenAppOptions = {},
): Promise<OpenedPage> {
  const opened = await openPage(
    { ...device, locale: language === 'zh' ? 'zh-CN' : 'en-US' },
    { ownBrowser },
  );
  if (token) {
    await opened.page
      .context()
      .addCookies([{ name: 'skytrace_token', value: token, url: baseUrl }]);
  }
  await opened.page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    APP_LANGUAGE_KEY,
    language,
  ] as const);
  return opened;
}

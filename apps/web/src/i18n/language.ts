import { APP_LANGUAGE_KEY, LANGUAGES, type Language } from '@skytrace/contracts';

export { LANGUAGES, type Language };

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

/**
 * Spec §9: the stored choice wins; otherwise the browser language decides (any zh* → Chinese,
 * everything else → English).
 */
export function resolveLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  const first = browserLanguages[0] ?? '';
  return first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** BCP 47 tag for <html lang>. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

export function readStoredLanguage(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(APP_LANGUAGE_KEY);
  } catch (error) {
    // Spec §8: no local storage is a console error, not a failure of the page.
    console.error('[i18n] local storage unavailable', error);
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(APP_LANGUAGE_KEY, language);
  } catch (error) {
    console.error('[i18n] local storage unavailable', error);
  }
}

export function browserLanguages(): readonly string[] {
  // No navigator outside a browser (Node 20 runs the unit tests): English, as spec §9 says.
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The interface language for code that must not load i18next: the HTTP client's `lang`
 * parameter is needed by the radar's bootstrap before the React shell and i18next arrive. i18n
 * sets it on init and on every switch; before that it is the stored or browser choice.
 */
let active: Language | null = null;

export function setActiveLanguage(language: Language): void {
  active = language;
}

export function currentLanguage(): Language {
  active ??= resolveLanguage(readStoredLanguage(), browserLanguages());
  return active;
}

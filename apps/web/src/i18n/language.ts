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
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguages,
  htmlLang,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
  type Language,
} from './language';
import { en } from './resources/en';
import { zh } from './resources/zh';

export const i18n: I18n = i18next.createInstance();

/** Initialises i18next with the stored or browser language; resolves once ready. */
export async function initI18n(): Promise<void> {
  const language = resolveLanguage(readStoredLanguage(), browserLanguages());
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['zh', 'en'],
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = htmlLang(language);
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = htmlLang(lng === 'zh' ? 'zh' : 'en');
  });
}

/** Switches the interface language and remembers it under APP_LANGUAGE. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/** The current interface language, for the HTTP wrapper's `lang` parameter. */
export function currentLanguage(): Language {
  return i18n.language === 'zh' ? 'zh' : 'en';
}

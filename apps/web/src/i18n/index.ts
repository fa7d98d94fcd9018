import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguages,
  currentLanguage,
  htmlLang,
  readStoredLanguage,
  resolveLanguage,
  setActiveLanguage,
  storeLanguage,
  type Language,
} from './language';
import type { ShellMessages } from './resources/en';
import type { Documents } from './resources/en/documents';

// Resources load per language and per use, to keep them out of the first paint's JavaScript: the
// shell texts of the active language only (the other on switch), and the long documents (legal
// pages, volunteer page) with their pages. Both arrive with i18next's addResourceBundle, merged
// deep into the one `translation` namespace, so keys and types stay as one tree.

export const i18n: I18n = i18next.createInstance();

const shellLoaders: Record<Language, () => Promise<ShellMessages>> = {
  en: async () => (await import('./resources/en')).en,
  zh: async () => (await import('./resources/zh')).zh,
};
const documentLoaders: Record<Language, () => Promise<Documents>> = {
  en: async () => (await import('./resources/en/documents')).documents,
  zh: async () => (await import('./resources/zh/documents')).documents,
};

const loadedShells = new Set<Language>();
const loadedDocuments = new Set<Language>();
/** Once a page has needed the documents, a language switch brings them along. */
let documentsWanted = false;

async function loadShell(language: Language): Promise<void> {
  if (loadedShells.has(language)) return;
  const messages = await shellLoaders[language]();
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  loadedShells.add(language);
}

/**
 * Loads the long documents (terms, privacy, volunteer) of `language`, and its shell texts if not
 * loaded yet (a legal page shows its own edition whatever the interface language).
 */
export async function loadDocuments(language: Language): Promise<void> {
  documentsWanted = true;
  await loadShell(language);
  if (loadedDocuments.has(language)) return;
  const documents = await documentLoaders[language]();
  i18n.addResourceBundle(language, 'translation', documents, true, true);
  loadedDocuments.add(language);
}

/** Initialises i18next with the stored or browser language; resolves once ready. */
export async function initI18n(): Promise<void> {
  const language = resolveLanguage(readStoredLanguage(), browserLanguages());
  const [messages] = await Promise.all([
    shellLoaders[language](),
    i18n.use(initReactI18next).init({
      resources: {},
      // Resources arrive with addResourceBundle; nothing to fetch, nothing to wait for.
      partialBundledLanguages: true,
      initAsync: false,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['zh', 'en'],
      // React escapes output already.
      interpolation: { escapeValue: false },
      returnNull: false,
    }),
  ]);
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  loadedShells.add(language);
  document.documentElement.lang = htmlLang(language);
  setActiveLanguage(language);
  i18n.on('languageChanged', (lng) => {
    const changed = lng === 'zh' ? 'zh' : 'en';
    setActiveLanguage(changed);
    document.documentElement.lang = htmlLang(changed);
  });
}

/** Switches the interface language and remembers it under APP_LANGUAGE. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await (documentsWanted ? loadDocuments(language) : loadShell(language));
  await i18n.changeLanguage(language);
}

/** The current interface language (kept in ./language so code without i18next can read it). */
export { currentLanguage };

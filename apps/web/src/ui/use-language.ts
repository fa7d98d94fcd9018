import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import type { Language } from '../i18n/language';

/** The interface language and a setter that persists it. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const setLanguage = (next: Language) => {
    void changeLanguage(next);
  };
  return [language, setLanguage];
}

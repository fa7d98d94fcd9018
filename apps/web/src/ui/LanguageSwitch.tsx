import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/language';
import { useLanguage } from './use-language';
import './styles/language-switch.css';

/** Two-way switch between Chinese and English; each label is written in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option === 'zh' ? 'zh-CN' : 'en'}
          className="language-switch__option"
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}

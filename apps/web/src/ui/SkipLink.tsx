import { useTranslation } from 'react-i18next';

/** First focusable element: lets keyboard users jump past the top bar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#content">
      {t('nav.skipToContent')}
    </a>
  );
}

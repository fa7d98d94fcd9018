import { useTranslation } from 'react-i18next';

/** Shown while the first navigation's guard runs (e.g. fetching the profile). */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status">
      <span className="splash__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

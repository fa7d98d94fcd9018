import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import '../ui/styles/card.css';

/**
 * Root error boundary: a failed lazy chunk (typically after a new deployment) or a render error
 * shows a translated message with a reload button instead of the router's developer screen.
 */
export function RouteFailure() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('[router] page failed', error);
  }, [error]);
  return (
    <section className="card-page">
      <div className="card card--center" role="alert">
        <h1 className="card__title">{t('failure.title')}</h1>
        <p className="card__text">{t('failure.body')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('failure.reload')}
        </button>
      </div>
    </section>
  );
}

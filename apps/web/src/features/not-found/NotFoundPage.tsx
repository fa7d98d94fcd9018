import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import '../../ui/styles/card.css';

/** How long the "page not found" message stays before going home. */
const REDIRECT_DELAY_MS = 2500;

/** Spec §2: /404 redirects home; the short pause tells the visitor why the page changed. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="card-page">
      <div className="card card--center">
        <h1 className="card__title">{t('notFound.title')}</h1>
        <p className="card__text">{t('notFound.body')}</p>
        <Link to="/" replace className="button button--primary">
          {t('notFound.goHome')}
        </Link>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../app/guard';
import '../account/account.css';

/**
 * Sign-in entry point the guard sends signed-out visitors to, with `redirect` naming the page
 * they asked for. The accounts issue puts the sign-in form here.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  return (
    <section className="card-page">
      <div className="card">
        <h1 className="card__title">{t('login.title')}</h1>
        <p className="card__text">{t('login.note')}</p>
        {target !== '/' && (
          <p className="card__text card__text--muted">{t('login.returnTo', { target })}</p>
        )}
        <Link to="/" className="button button--ghost-dark">
          {t('login.backHome')}
        </Link>
      </div>
    </section>
  );
}

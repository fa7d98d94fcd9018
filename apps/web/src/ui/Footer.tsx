import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalPath } from './nav';
import { useLanguage } from './use-language';
import './styles/footer.css';

export function Footer() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <p className="footer__name">{t('app.name')}</p>
          <p>{t('footer.about')}</p>
          <p className="footer__notice">{t('footer.notice')}</p>
        </div>
        <nav className="footer__links" aria-label={t('footer.legal')}>
          <Link to={legalPath('terms', language)}>{t('nav.terms')}</Link>
          <Link to={legalPath('privacy', language)}>{t('nav.privacy')}</Link>
          <Link to="/ad/volunteerwanted">{t('nav.volunteer')}</Link>
        </nav>
      </div>
    </footer>
  );
}

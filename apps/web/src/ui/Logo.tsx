import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './styles/logo.css';

/** The mark drawn inline so the top bar needs no extra request. */
function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b1a33" />
      <circle
        cx="32"
        cy="32"
        r="20"
        fill="none"
        stroke="#3fb6ff"
        strokeWidth="2.5"
        opacity="0.55"
      />
      <circle cx="32" cy="32" r="11" fill="none" stroke="#3fb6ff" strokeWidth="2.5" opacity="0.8" />
      <path
        d="M32 14 L36 30 L50 36 L50 39 L36 36 L35 46 L39 49 L39 51 L32 49.5 L25 51 L25 49 L29 46 L28 36 L14 39 L14 36 L28 30 Z"
        fill="#fff"
      />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo">
      <LogoMark />
      <span className="logo__name">{t('app.name')}</span>
    </Link>
  );
}

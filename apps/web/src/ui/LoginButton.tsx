import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginRedirect } from '../session/login-redirect';

interface LoginButtonProps {
  className?: string;
  /** Translated label; "Log in" by default. */
  label?: string;
}

/** A link to sign-in that comes back to the current page afterwards. */
export function LoginButton({ className = 'button button--primary', label }: LoginButtonProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = pathname === '/login' ? '/login' : loginRedirect(`${pathname}${search}`);
  return (
    <Link to={target} className={className}>
      {label ?? t('user.login')}
    </Link>
  );
}

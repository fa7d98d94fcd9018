import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../session/auth.store';
import { canOpenBackOffice, displayName } from '../session/user-info';
import { useUserStore } from '../session/user.store';
import { Avatar } from './Avatar';
import { LoginButton } from './LoginButton';
import { useLogout } from './use-logout';

/** The user menu laid out flat inside the mobile sheet. */
export function MobileAccount() {
  const { t } = useTranslation();
  const token = useAuthStore((state) => state.token);
  const user = useUserStore((state) => state.user);
  const logout = useLogout();

  if (token === null || user === null) {
    return (
      <div className="compact-bar__account">
        <LoginButton className="button button--primary button--block" />
      </div>
    );
  }
  const name = displayName(user);
  return (
    <div className="compact-bar__account">
      <div className="compact-bar__user">
        <Avatar name={name} url={user.avatarUrl} />
        <span>{name}</span>
      </div>
      <Link className="compact-bar__link" to="/account">
        {t('user.account')}
      </Link>
      {canOpenBackOffice(user) && (
        <Link className="compact-bar__link" to="/bms">
          {t('user.bms')}
        </Link>
      )}
      <button type="button" className="compact-bar__link compact-bar__logout" onClick={logout}>
        {t('user.logout')}
      </button>
    </div>
  );
}

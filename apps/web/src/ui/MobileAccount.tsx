import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuthStore } from '../session/auth.store';
import { displayName } from '../session/user-info';
import { useUserStore } from '../session/user.store';
import { Avatar } from './Avatar';
import { LoginButton } from './LoginButton';
import type { NavItem } from './nav';
import { useLogout } from './use-logout';

/** The user menu (its entries `items`) laid out flat inside the mobile sheet. */
export function MobileAccount({ items }: { items: readonly NavItem[] }) {
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
      {items.map((item) => (
        <NavLink key={item.to} className="compact-bar__link" to={item.to} end={item.end}>
          {t(item.labelKey)}
        </NavLink>
      ))}
      <button type="button" className="compact-bar__link compact-bar__logout" onClick={logout}>
        {t('user.logout')}
      </button>
    </div>
  );
}

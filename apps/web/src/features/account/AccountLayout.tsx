import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import './auth/auth-forms.css';
import '../../ui/styles/card.css';
import './account.css';

/** /account: the account pages share a card with a navigation bar (spec §2 children). */
export function AccountLayout() {
  const { t } = useTranslation();
  const links = [
    { to: '/account', label: t('accounts.account.profile'), end: true },
    { to: '/account/modify-password', label: t('accounts.account.password') },
    { to: '/account/modify-email', label: t('accounts.account.email') },
    { to: '/account/modify-phone', label: t('accounts.account.phone') },
    { to: '/account/Authenticate', label: t('accounts.account.authenticate') },
  ];
  return (
    <section className="card-page">
      <div className="card card--wide">
        <nav className="tabs" aria-label={t('accounts.account.nav')}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end ?? false}
              className={({ isActive }) => (isActive ? 'tabs__tab tabs__tab--active' : 'tabs__tab')}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </section>
  );
}

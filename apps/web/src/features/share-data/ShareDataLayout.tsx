import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { AntdLocale } from '../../ui/AntdLocale';
import './share-data.css';

/** /share-data: the feeder set-up and the build guide, as two tabs (spec §2 children). */
export function ShareDataLayout() {
  const { t } = useTranslation();
  const links = [
    { to: '/share-data/script', label: t('myDevices.share.tab') },
    { to: '/share-data/buildreceiver', label: t('routes.buildReceiver') },
  ];
  return (
    <AntdLocale>
      <section className="share-page">
        <nav className="share-page__tabs" aria-label={t('routes.shareData')}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                isActive ? 'share-page__tab share-page__tab--active' : 'share-page__tab'
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </section>
    </AntdLocale>
  );
}

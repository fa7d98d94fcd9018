import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import './share-data.css';

/** /share-data: the feeder set-up and the build guide, as two tabs (spec §2 children). */
export function ShareDataLayout() {
  const { t, i18n } = useTranslation();
  const links = [
    { to: '/share-data/script', label: t('myDevices.share.tab') },
    { to: '/share-data/buildreceiver', label: t('routes.buildReceiver') },
  ];
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS}>
      <AntApp>
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
      </AntApp>
    </ConfigProvider>
  );
}

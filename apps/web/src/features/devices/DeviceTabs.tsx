import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, UNSAFE_DataRouterContext } from 'react-router';
import { visibleDeviceTabs } from './device-tabs';
import './device-tabs.css';

/**
 * The tabs of the /device section, for every /device page to render at its top. Reads the
 * router's own route tree (the data router's context), so a tab appears with its route.
 */
export function DeviceTabs() {
  const { t } = useTranslation();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes ?? [];
  const tabs = visibleDeviceTabs(routes);
  return (
    <nav className="device-tabs" aria-label={t('myDevices.tabs.label')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            isActive ? 'device-tabs__tab device-tabs__tab--active' : 'device-tabs__tab'
          }
        >
          {t(tab.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

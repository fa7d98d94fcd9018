import { useContext } from 'react';
import { Navigate, UNSAFE_DataRouterContext } from 'react-router';
import { DEVICE_TABS, visibleDeviceTabs } from './device-tabs';

/** /device: on to its default child, All devices (spec §2), or the first tab that exists. */
export function FirstDeviceTab() {
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes ?? [];
  const first = visibleDeviceTabs(routes)[0] ?? DEVICE_TABS[0];
  return <Navigate to={first?.to ?? '/'} replace />;
}

import { lazy } from 'react';

// The device map feature: all public receivers (`/device/all`) with the siting advisor, and one
// receiver's detail page with its coverage (`/device/index/:devId`).

export { deviceMapRoutes } from './device-map.routes';
export type { SitingAdvisorPanelProps } from './SitingAdvisorPanel';
export { useDeviceColumns, usePagedSearch } from './device-columns';

/**
 * The siting advisor's panel, for the kit application form (h17-kit). Loaded lazily (wrap it in
 * <Suspense>), so the shell that imports this door does not carry it.
 */
export const SitingAdvisorPanel = lazy(async () => ({
  default: (await import('./SitingAdvisorPanel')).SitingAdvisorPanel,
}));

// The /device section (spec §2): its routes, My devices (/device/index), and the section's tabs,
// which every /device page renders at its top (DeviceTabs lists only the pages that exist).

export { deviceRoutes } from './devices.routes';
export { DeviceTabs } from './DeviceTabs';

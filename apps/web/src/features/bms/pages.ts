// The back office's page registry: route → lazily loaded page, its title and the permission it
// serves. A page joins the back office with one line here and a menu entry declared by its
// server module (same route); see apps/web/README.md "Adding a back-office page".
import type { ComponentType } from 'react';

export interface BmsPage {
  /** The page's route, as its server module's menu entry declares it. */
  route: string;
  /** i18n key of its tab title (usually its menu label, `bmsMenu.*`). */
  titleKey: string;
  /** The permission its calls need; the page opens for users whose role holds it. */
  permission: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const BMS_PAGES: readonly BmsPage[] = [
  {
    route: '/bms/system/users',
    titleKey: 'bmsMenu.users',
    permission: 'bms:user',
    load: () => import('./system/UsersPage'),
  },
  {
    route: '/bms/system/roles',
    titleKey: 'bmsMenu.roles',
    permission: 'bms:role',
    load: () => import('./system/RolesPage'),
  },
  {
    route: '/bms/system/menus',
    titleKey: 'bmsMenu.menus',
    permission: 'bms:menu',
    load: () => import('./system/MenusPage'),
  },
  {
    route: '/bms/system/syslog',
    titleKey: 'bmsMenu.syslog',
    permission: 'bms:syslog',
    load: () => import('./system/SyslogPage'),
  },
  // Operations (pages/): scheduled jobs, message log, user statistics, WeChat.
  {
    route: '/bms/ops/jobs',
    titleKey: 'bmsMenu.jobs',
    permission: 'bms:job',
    load: () => import('./pages/jobs/JobsPage'),
  },
  {
    route: '/bms/ops/messages',
    titleKey: 'bmsMenu.messages',
    permission: 'bms:msg',
    load: () => import('./pages/messages/MessagesPage'),
  },
  {
    route: '/bms/ops/statistics',
    titleKey: 'bmsMenu.statistics',
    permission: 'bms:statistics',
    load: () => import('./pages/statistics/StatisticsPage'),
  },
  {
    route: '/bms/wechat/menu',
    titleKey: 'bmsMenu.wechatMenu',
    permission: 'bms:wx',
    load: () => import('./pages/wechat/WechatMenuPage'),
  },
  {
    route: '/bms/wechat/users',
    titleKey: 'bmsMenu.wechatUsers',
    permission: 'bms:wx',
    load: () => import('./pages/wechat/WechatUsersPage'),
  },
  // Devices (issue 17, h17-mydevices): the device list and the device monitor.
  {
    route: '/bms/devices/list',
    titleKey: 'bmsMenu.deviceList',
    permission: 'bms:device',
    load: () => import('./pages/devices/DevicesPage'),
  },
  {
    route: '/bms/devices/monitor',
    titleKey: 'bmsMenu.deviceMonitor',
    permission: 'bms:device',
    load: () => import('./pages/devices/DeviceMonitorPage'),
  },
  // Devices (issue 17, h17-kit): kit applications, fitting requests, hosting agreements.
  {
    route: '/bms/devices/applications',
    titleKey: 'bmsMenu.applications',
    permission: 'bms:apply',
    load: () => import('./pages/kit/ApplicationsPage'),
  },
  {
    route: '/bms/devices/fittings',
    titleKey: 'bmsMenu.fittings',
    permission: 'bms:fitting',
    load: () => import('./pages/kit/FittingsPage'),
  },
  {
    route: '/bms/devices/contracts',
    titleKey: 'bmsMenu.contracts',
    permission: 'bms:contract',
    load: () => import('./pages/kit/ContractsPage'),
  },
  // Coverage and ranking (issue 17, h17-coverage), under the "Devices" submenu.
  {
    route: '/bms/devices/coverage',
    titleKey: 'bmsMenu.coverage',
    permission: 'bms:coverage',
    load: () => import('./pages/coverage/CoverageDataPage'),
  },
  {
    route: '/bms/devices/airport-coverage',
    titleKey: 'bmsMenu.airportCoverage',
    permission: 'bms:coverage',
    load: () => import('./pages/coverage/AirportCoveragePage'),
  },
  {
    route: '/bms/devices/user-rank',
    titleKey: 'bmsMenu.userRank',
    permission: 'bms:coverage',
    load: () => import('./pages/coverage/UserRankPage'),
  },
  // Remaining coverage pages (issue 17, h17-rest), under the "Devices" submenu.
  {
    route: '/bms/devices/trajectory',
    titleKey: 'bmsMenu.trajectory',
    permission: 'bms:coverage',
    load: () => import('./pages/coverage-rest/TrajectoryPage'),
  },
  {
    route: '/bms/devices/range',
    titleKey: 'bmsMenu.indexRange',
    permission: 'bms:coverage',
    load: () => import('./pages/coverage-rest/RangePage'),
  },
  {
    route: '/bms/devices/airway',
    titleKey: 'bmsMenu.airwayCoverage',
    permission: 'bms:coverage',
    load: () => import('./pages/coverage-rest/AirwayPage'),
  },
  // Beside it: the Southeast Asia observed routes' coverage (issue 19 item 6, h19-routes).
  {
    route: '/bms/devices/seaway',
    titleKey: 'bmsMenu.seawayCoverage',
    permission: 'bms:coverage',
    load: () => import('./pages/coverage-rest/SeawayPage'),
  },
  // The photo gallery (issue 18, h18-gallery), under the "Gallery" submenu.
  {
    route: '/bms/gallery/audit',
    titleKey: 'bmsMenu.galleryAudit',
    permission: 'bms:gallery',
    load: () => import('./pages/gallery/AuditPage'),
  },
  {
    route: '/bms/gallery/airport',
    titleKey: 'bmsMenu.galleryAirport',
    permission: 'bms:gallery',
    load: () => import('./pages/gallery/AirportImagesPage'),
  },
  // Weather reports pasted by an administrator (issue 19, h19-weather).
  {
    route: '/bms/weather',
    titleKey: 'bmsMenu.weather',
    permission: 'bms:weather',
    load: () => import('./pages/weather/WeatherReportsPage'),
  },
  // Airports and their timelines of notices (issue 19, h19-airport).
  {
    route: '/bms/airport/timeline',
    titleKey: 'bmsMenu.airportTimeline',
    permission: 'bms:airport',
    load: () => import('./pages/airport/TimelinePage'),
  },
  // Feedback and the activity calendar (issue 20, h20fb).
  {
    route: '/bms/community/feedback',
    titleKey: 'bmsMenu.feedback',
    permission: 'bms:feedback',
    load: () => import('./pages/community/FeedbackPage'),
  },
  {
    route: '/bms/community/activities',
    titleKey: 'bmsMenu.activities',
    permission: 'bms:activity',
    load: () => import('./pages/community/ActivitiesPage'),
  },
];

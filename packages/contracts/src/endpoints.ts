// Every HTTP path the web client, the server's routes and the tests share, declared once. Paths
// are grouped by root: a server module registers a group's relative paths under the group's root
// as its Fastify prefix, the web client asks for the same relative paths against the same root,
// and tests that fetch a whole URL use the full paths derived below. Shapes and rules of each
// call live in schemas/ (the call's file names its path); `:name` segments are path parameters,
// filled by `fillPath`.

/** Root of the product API (spec §7 "API v2 root"). */
export const API_V2_ROOT = '/api/v2';
/** Root of the back office API and of the realtime host's own calls (spec §7 `adsb/...`). */
export const ADSB_ROOT = '/adsb';

/** Product API paths, relative to API_V2_ROOT. */
export const API_V2_PATHS = {
  health: '/health',
  systemStats: '/system/stats',
  siteConfig: '/index/config',
  /** Socket token of spec §3 (the realtime module registers it). */
  accessToken: '/index/access_token',
  deviceList: '/business/device/list',
  areasByParent: '/business/area/getAreaByPid',
  airportRunways: '/business/airport/runways',
  airportSearch: '/business/airport/fuzzySearch',
  airportRange: '/business/airport/range',
  flightBase: '/business/dynamic/flightBase',
  flightPath: '/business/dynamic/flightPath',
  flightSearch: '/business/dynamic/fuzzySearch',
  hotFlights: '/business/dynamic/hot',
  playbackFlight: '/business/playback/flight',
  playbackAircraft: '/business/playback/aircraft',
  playbackMulti: '/business/playback/multi',
  playbackAirport: '/business/playback/airport',
  playbackArea: '/business/playback/area',
  playbackLive: '/business/playback/live',
  historySearch: '/business/dynamic/search',
  flightNumberHistory: '/business/dynamic/track',
  flightHistoryDetail: '/business/dynamic/getFlightHistoryDetail',
  exportFullPath: '/business/dynamic/exportFullPath',
  exportFlightNumber: '/business/dynamic/exportFnumDetail',
  login: '/user/auth/login',
  captcha: '/user/auth/cap',
  logout: '/user/auth/logout',
  checkEmail: '/user/auth/checkEmail',
  checkPhone: '/user/auth/checkPhone',
  checkUsername: '/user/auth/checkUsername',
  checkNickname: '/user/auth/checkNickname',
  sendEmailCode: '/user/auth/sendEmailCode',
  sendPhoneCode: '/user/auth/sendPhoneCode',
  sendPhoneCodeCheck: '/user/auth/sendPhoneCodeCheck',
  register: '/user/auth/register',
  registerByEmail: '/user/auth/registerByEmail',
  forgetByEmail: '/user/auth/forgetByEmail',
  forgetByPhone: '/user/auth/forget',
  userInfo: '/user/user/info',
  publicProfile: '/user/user/info/:id',
  checkPassword: '/user/user/checkPassword',
  resetPassword: '/user/user/resetPassword',
  resetEmail: '/user/user/resetEmail',
  resetPhone: '/user/user/resetPhone',
  updateProfile: '/user/user/updateUserInfo',
  updateAvatar: '/user/user/updateAvatar',
  avatar: '/user/avatar/:file',
  addAuthentication: '/user/user/addAuthentication',
  updateAuthentication: '/user/user/upAuthentication',
  getAuthentication: '/user/user/getAuthentication',
  // My devices and feeder identities (issue 17, h17-mydevices): spec §7 device calls and ours.
  deviceHistory: '/business/device/history',
  deviceTwoWeek: '/business/device/twoWeek',
  devicePosition: '/business/device/devicePosition',
  updateDevAlias: '/business/device/updateDevAlias',
  addMyDevice: '/business/device/addMyDevice',
  updatePosition: '/business/device/updatePosition',
  deleteSelfBuildDev: '/business/device/deleteSelfBuildDev',
  /** The signed-in user's devices with live figures (/device/index). */
  myDeviceList: '/business/device/myList',
  /** Where feeders send data and the user's feeder UUIDs (/share-data/script). */
  feederSetup: '/business/device/feederSetup',
  /** A new feeder UUID of the signed-in user's own. */
  feederUuid: '/business/device/feederUuid',
  // Kit applications, fittings, contracts and uploads (issue 17, h17-kit).
  uploadDeviceImage: '/business/upload/uploadDeviceImage',
  uploadContractImage: '/business/upload/uploadContractImage',
  storedFile: '/business/file/:kind/:file',
  applyList: '/business/device/applyList',
  apply: '/business/device/apply',
  applyUpdate: '/business/device/applyUpdate',
  applyDelete: '/business/device/applyDelete',
  fittingApplyList: '/business/device/fittingApplyList',
  fittingApply: '/business/device/fittingApply',
  fittingApplyDelete: '/business/device/fittingApplyDelete',
  contractList: '/business/contract/list',
  contractDetail: '/business/contract/detail',
  contractCheck: '/business/contract/check',
  contractSign: '/business/contract/sign',
  contractPdf: '/business/contract/pdf',
  // Receiver coverage, device detail, ranking and siting (issue 17, h17-coverage). Spec §7 names
  // device info, flights of device, live flights of device and ADS-B coverage without a path;
  // they live under /business/device/.
  deviceInfo: '/business/device/info',
  deviceCoverage: '/business/device/coverage',
  deviceFlights: '/business/device/flights',
  deviceLiveFlights: '/business/device/liveFlights',
  deviceAll: '/business/device/all',
  deviceSiting: '/business/device/siting',
  deviceRank: '/business/rank/deviceRank',
  deviceAirportRank: '/business/rank/deviceAirportRank',
  // The photo gallery (issue 18, h18-gallery).
  uploadImage: '/business/upload/uploadImage',
  savePlaneImages: '/business/airport/savePlaneImages',
  saveAirportImages: '/business/airport/saveAirportImages',
  myPhoto: '/business/image/myPhoto',
  galleryIndex: '/business/image/index',
  otherPhoto: '/business/image/otherPhoto',
  imageDetail: '/business/image/imageDetail',
  myStats: '/business/image/myStats',
  userStats: '/business/image/userStats',
  follow: '/business/image/follow',
  unFollow: '/business/image/unFollow',
  likeImage: '/business/image/like',
  searchCategory: '/business/image/searchCategory',
  getImageByAirType: '/business/image/getImageByAirType',
  // The airport page and its boards (issue 19, h19-airport).
  airportCategory: '/business/airport/category',
  airportDelay: '/business/airport/delay',
  airportStatistics: '/business/airport/statistics',
  airportArrival: '/business/airport/arrival',
  airportDepartures: '/business/airport/departures',
  airportSoonArrival: '/business/airport/soonArrival',
  airportTextSearch: '/business/airport/airportSearch',
  airportDeparted: '/airport/api/departed',
  airportHistoryFlights: '/airport/api/hisflight',
  wantedAirports: '/index/wantedAirports',
  myFollowPhotos: '/business/image/myfollow',
  // Browsing (h18-browse): ranking, followed photographers, categories, the home showcase.
  allUserRank: '/business/image/allUserRank',
  myFollowAll: '/business/image/myfollowAll',
  galleryCategory: '/business/image/gallery',
  galleryCategories: '/business/image/gallery/categories',
  homeShowcase: '/business/image/showcase',
  // A photo's strips and its author's edit and delete (h18).
  relatedImages: '/business/image/related',
  editImage: '/business/image/edit',
  deleteImage: '/business/image/delete',
  // Feedback, the activity calendar and ID card recognition (issue 20, h20fb).
  uploadFeedbackImage: '/business/upload/uploadFeedbackImage',
  feedbackSubmit: '/business/feedback/submit',
  feedbackMine: '/business/feedback/mine',
  feedbackRead: '/business/feedback/read',
  activityList: '/business/activity/list',
  idCardRecognize: '/business/baidu/getCardId',
  // Weather (issue 19 item 4).
  airportWeather: '/business/airport/fweather',
  weatherHistory: '/business/weather/weatherHistory',
  weatherAirportReal: '/business/weather/airportReal',
  weatherRadar: '/business/weather/chinaRadar',
  weatherSatellite: '/index/satellite',
  /** Southeast Asia observed routes (issue 19 item 6, h19-routes). */
  seaRoutes: '/business/airway/sea',
  // Detected flight events and the live event feed (issue 19, h19-events).
  airportGoAround: '/business/airport/goAround',
  airportSpiral: '/business/airport/spiral',
  airportReturn: '/business/airport/return',
  airportDivert: '/business/airport/divert',
  airportApiGoAround: '/airport/api/goaround',
  airportApiSpiral: '/airport/api/spiral',
  eventFeed: '/business/event/feed',
  // Follow and alerts (issue 19 item 5, h19-follow).
  addFollow: '/business/follow/addFollow',
  deleteFollow: '/business/follow/deleteFollow',
  isFollow: '/business/follow/isFollow',
  myFollow: '/business/dynamic/myFollow',
  pushKey: '/business/push/key',
  pushSubscribe: '/business/push/subscribe',
  pushUnsubscribe: '/business/push/unsubscribe',
  alertRules: '/business/alert/rules',
  alertRuleSave: '/business/alert/save',
  alertRuleDelete: '/business/alert/delete',
  // Issue 19 leftovers (h19b): flight lookups, countries, hot-flight clicks.
  flightDetail: '/business/dynamic/flightDetail',
  flightByNumber: '/business/dynamic/flight',
  countries: '/index/country',
  recommendClick: '/business/recommend/click',
  /** The community's ADS-B position coverage rate (spec §7 gives only the path). */
  adsbCoverageRate: '/business/pcr/adsb',
  // The assistant (issue 20 item 1, h20chat).
  chatQuota: '/business/chat/quota',
  chatAsk: '/business/chat/ask',
  // WeChat sign-in, binding and the /poa pages' calls (issue 20 item 3, h20wx; spec §7).
  wechatStatus: '/wechat/status',
  wechatAuthorize: '/wechat/authorize',
  wechatLogin: '/wechat/login',
  wechatBind: '/wechat/bind',
  wechatUnbind: '/wechat/unbind',
  wxCheckPhone: '/wx/index/checkPhone',
  wxSendMessage: '/wx/index/sendMessage',
  wxBind: '/wx/index/bind',
  wxUserRank: '/wx/index/userrank',
  wxFlightTrace: '/wx/index/flightTrace',
  wxLive: '/wx/index/live',
  wxDetail: '/wx/index/detail',
} as const;

/** Back office and realtime-host paths, relative to ADSB_ROOT. */
export const ADSB_PATHS = {
  /** The signed-in user as the back office asks for it. */
  adminUserInfo: '/user/info',
  // Back office (issue 16): menus, roles, users, system log. Every call needs a permission.
  menuTreeMine: '/menu/tree',
  menuTree: '/menu/tree/:id',
  menuCreate: '/menu',
  menuUpdate: '/menu/update',
  menuDelete: '/menu/del/:id',
  roleAll: '/role/all',
  roleCreate: '/role',
  roleUpdate: '/role/update',
  roleDelete: '/role/delete/:id',
  userList: '/user/list',
  userSearch: '/user/search',
  userUpdate: '/user/update',
  userResetPassword: '/user/resetPassword/:userId',
  syslogList: '/syslog/list',
  /** The user list and the system log as .xlsx or CSV, with the lists' filters (exports). */
  userExport: '/user/export',
  syslogExport: '/syslog/export',
  trackFileLookup: '/trackFile/lookup',
  trackFileDetail: '/trackFile/detail',
  /** Socket address handout of spec §7. */
  socketApi: '/socket.io/api',
  /** Variflight-style HTTP feeders: POST from=uuid, code=base64(zlib(SBS)). */
  compressedFeed: '/ReceiveCompressADSB.php',
  // Back-office operations (issue 16): jobs, message log, user statistics, exports, WeChat.
  jobQuery: '/job/query',
  jobLogs: '/job/logs',
  jobLogsExport: '/job/logs/export',
  jobAdd: '/job/add',
  jobUpdate: '/job/update',
  jobDelete: '/job/delete/:id',
  jobPause: '/job/pause/:id',
  jobResume: '/job/resume/:id',
  jobRun: '/job/run/:id',
  messageList: '/msg/list',
  messageExport: '/msg/export',
  userStatistics: '/user/statistics',
  exportProgress: '/export/progress/:id',
  wechatMenu: '/wx/menu',
  wechatMenuCreate: '/wx/menu/create',
  wechatUserSync: '/wx/user/sync',
  wechatUserList: '/wx/user/list',
  // Devices in the back office (issue 17, h17-mydevices): list, edits, monitor, statistics.
  deviceAdminList: '/device/list',
  deviceAdminAdd: '/device/add',
  deviceAdminUpdate: '/device/update',
  deviceAdminDelete: '/device/delete',
  deviceExport: '/device/export',
  deviceMonitor: '/device/deviceMonitor',
  airportDeviceList: '/device/airportDeviceList',
  airportDevices: '/device/airport/:id',
  devicesOffline: '/device/offline',
  devicesNewly: '/device/newly',
  deviceStatistics: '/device/statistics',
  userDevMessageList: '/userDevMessage/list',
  gis: '/gis',
  airportNear: '/airport/near',
  adminDeviceData: '/adsb/device/data',
  airportPosition: '/airport/position/:id',
  // Kit applications, fittings and contracts (issue 17, h17-kit).
  applicationList: '/adsb/list',
  applicationAudit: '/adsb/aduit',
  applicationExpress: '/adsb/express',
  applicationRejectReasons: '/adsb/device/reject/reasons',
  fittingPage: '/adsb/fitting/page',
  fittingApprove: '/adsb/fitting/approved/:id',
  fittingExpress: '/adsb/fitting/express/:id',
  fittingReject: '/adsb/fitting/reject/:id',
  fittingRejectReasons: '/adsb/fitting/reject/reasons',
  fittingExport: '/adsb/fitting/export',
  contractAdminList: '/device/contract/list',
  contractRenew: '/device/contract/renew',
  contractEnd: '/device/contract/end',
  contractExport: '/device/contract/export',
  // Coverage and ranking back office (issue 17, h17-coverage).
  userRank: '/rank/userrank',
  userRankExport: '/rank/userrank/export',
  coverageData: '/adsb/data',
  coverageDataExport: '/adsb/data/export',
  airportCoverRate: '/airport/coverRate',
  airportLanding: '/airport/landing',
  // Remaining coverage calls (issue 17, h17-rest): trajectory, landing detail, index range,
  // air-route coverage.
  trajectoryAny: '/trajectory/any',
  airportLandingDetail: '/airport/landing/detail',
  indexRange: '/index/range',
  airwayCoverage: '/adsb/airway',
  airwayCoverageExport: '/adsb/airway/export',
  // Exports of the list that were missing: kit applications, landings, runway use.
  applicationExport: '/adsb/list/export',
  airportLandingExport: '/airport/landing/export',
  runwayDataExport: '/airport/runway/export',
  // Navaids and observed routes for the tracker's map (issue 19 item 6, h19-routes): public
  // map data at the spec's /adsb/frw paths; and the back office's seaway coverage.
  navaidPoints: '/frw/all/point',
  domesticRoutes: '/frw/one/point/domestic',
  seawayCoverage: '/adsb/seaway',
  seawayCoverageExport: '/adsb/seaway/export',
  // The photo gallery's audit (issue 18, h18-gallery).
  auditImages: '/image/getAuditImages',
  auditImageDetail: '/image/getAuditImageDetail/:id',
  imageAudit: '/image/audit',
  imageRead: '/image/read/:id',
  imageShowcase: '/index/show',
  // Airport photos' own list and the aliases of their audit (h18-browse).
  airportImageList: '/airport/image/list',
  airportImageAudit: '/airport/image/audit/:id',
  airportImageReject: '/airport/image/reject/:id',
  /** METAR/TAF text pasted by an administrator (issue 19 item 4). */
  weatherReports: '/weather/reports',
  // Airports and their timelines of notices (issue 19, h19-airport).
  airportList: '/airport/list',
  airportTimelineList: '/airport/api/timeline/list',
  airportTimelineAdd: '/airport/api/timeline/add',
  airportTimelineUpdate: '/airport/api/timeline/update',
  airportTimelineDelete: '/airport/api/timeline/delete/:id',
  /** Holding areas from the detector's holds (issue 19, h19b); public like the other frw. */
  routeWait: '/frw/route/wait',
  // Feedback and the activity calendar in the back office (issue 20, h20fb).
  feedbackAdminList: '/feedback/list',
  feedbackReply: '/feedback/reply',
  activityAdminList: '/activity/list',
  activityAdd: '/activity/add',
  activityUpdate: '/activity/update',
  activityDelete: '/activity/delete/:id',
} as const;

/** Paths at the host root, outside both API roots. */
export const HOST_PATHS = {
  /** tar1090 / readsb-compatible live aircraft list. */
  aircraftJson: '/data/aircraft.json',
  /** The .proto files of the socket's protobuf batches. */
  proto: '/proto/:file',
  /** Socket.IO's endpoint of the realtime socket (its `path` option on both ends). */
  socketIo: '/socket.io',
  /** Liveness probe: the process answers (issue 22 part 4). */
  healthLive: '/health/live',
  /** Readiness probe: the process's roles have started and its database answers. */
  healthReady: '/health/ready',
  /** Prometheus text exposition, for the operator's Prometheus (loopback or METRICS_TOKEN). */
  metrics: '/metrics',
} as const;

type FullPaths<Root extends string, Paths extends Record<string, string>> = {
  readonly [K in keyof Paths]: `${Root}${Paths[K]}`;
};

function fullPaths<Root extends string, Paths extends Record<string, string>>(
  root: Root,
  paths: Paths,
): FullPaths<Root, Paths> {
  return Object.fromEntries(
    Object.entries(paths).map(([name, path]) => [name, `${root}${path}`]),
  ) as FullPaths<Root, Paths>;
}

/** API_V2_PATHS with their root: what a plain link, `fetch` or a test asks for. */
export const API_V2_FULL_PATHS = fullPaths(API_V2_ROOT, API_V2_PATHS);
/** ADSB_PATHS with their root. */
export const ADSB_FULL_PATHS = fullPaths(ADSB_ROOT, ADSB_PATHS);

/** `path` with every `:name` segment replaced by its URI-encoded value from `params`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for ${segment} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

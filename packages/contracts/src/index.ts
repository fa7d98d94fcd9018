// The one public entry of @skytrace/contracts: the shapes and constants web and server agree on.
export {
  CHINA_TIME_OFFSET_SECONDS,
  THOUSANDS_THRESHOLD,
  APP_LANGUAGE_KEY,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  TOKEN_COOKIE_DAYS,
  HOMEPAGE_CONFIG_DAYS,
  LOGIN_ERROR_COUNT_DAYS,
  LOCATION_TOKEN_DAYS,
  REQUEST_TIMEOUT_MS,
  TOKEN_RETRY_LIMIT,
  LIVE_LIMIT_ZOOMED_OUT,
  LIVE_LIMIT_ZOOM_THRESHOLD,
  EXTRAPOLATION_MIN_SPEED,
  EMERGENCY_SQUAWKS,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  MAP_MIN_ZOOM,
  MAP_MAX_ZOOM,
  FIT_VIEW_MIN_ZOOM,
  CHINA_TILE_BOUNDS,
  LABEL_AUTO_SHOW_LIMIT,
  STALE_FLIGHT_SECONDS,
  PLAYBACK_GAP_SECONDS,
  MAX_PHOTOS_PER_UPLOAD,
  MAX_PHOTO_BYTES,
  RANKING_WINDOW_DAYS,
  DEFAULT_RANK,
} from './constants';
export type { Language } from './constants';
export {
  FEET_PER_METRE,
  KMH_PER_KNOT,
  METRES_PER_NM,
  METRES_PER_SECOND_PER_KNOT,
  metresToFeet,
  feetToMetres,
  kmhToKnots,
  knotsToKmh,
  normaliseAngle,
  formatThousands,
  toChinaTime,
  fromChinaTime,
} from './units';
export { formatDate, formatCompactDate, parseCompactDate } from './dates';
export {
  EARTH_MEAN_RADIUS_M,
  WEB_MERCATOR_RADIUS_M,
  METRES_PER_DEGREE,
  distanceMetres,
  approximateDistanceMetres,
  initialBearingDegrees,
  destinationPoint,
} from './geo';
export {
  API_V2_ROOT,
  ADSB_ROOT,
  API_V2_PATHS,
  ADSB_PATHS,
  HOST_PATHS,
  API_V2_FULL_PATHS,
  ADSB_FULL_PATHS,
  fillPath,
} from './endpoints';
export { formatIcaoHex, formatIcaoHexLower, parseIcaoHex, formatSquawk } from './icao';
export { en as messagesEn } from './messages/en';
export type { MessageCatalogue } from './messages/en';
export { zh as messagesZh } from './messages/zh';
export { messageCatalogues, isMessageKey, translateMessage } from './messages/translate';
export type { MessageKey } from './messages/translate';
export { envelopeSchema, errorEnvelopeSchema, langQuerySchema } from './schemas/envelope';
export type { ApiEnvelope } from './schemas/envelope';
export { INT4_MAX, recordIdSchema } from './schemas/ids';
export {
  SERVER_ROLES,
  serverRoleSchema,
  healthSchema,
  livenessSchema,
  readinessSchema,
  ROLE_STATES,
} from './schemas/health';
export type { ServerRole, Health, Liveness, Readiness, RoleState } from './schemas/health';
export { systemStatsSchema } from './schemas/system-stats';
export type { SystemStats } from './schemas/system-stats';
export {
  clientBoundsSchema,
  validatePayloadSchema,
  subscribePayloadSchema,
  flightPathPayloadSchema,
  adsbFlightPathPayloadSchema,
  liveFlightPayloadSchema,
} from './socket/events';
export {
  canonicalBounds,
  gridCell,
  insideBounds,
  MIN_CELL_DEGREES,
  snapBounds,
} from './socket/bounds-grid';
export { LOCATION_FLAGS, LOCATION_UNITS } from './socket/location';
export { FLIGHT_SERVICES } from './socket/identity';
export type { FlightService } from './socket/identity';
export type { LocationBatchColumns, FlightIdentityRow } from './socket/batches';
export type {
  ClientBounds,
  SubscribePayload,
  SocketAck,
  ClientToServerEvents,
  ServerToClientEvents,
  SocketCallName,
} from './socket/events';
export {
  usernameSchema,
  emailSchema,
  phoneSchema,
  verificationCodeSchema,
  passwordSchema,
  newPasswordSchema,
  CODE_PURPOSES,
  loginRequestSchema,
  loginResultSchema,
  loginFailureSchema,
  captchaQuerySchema,
  availabilitySchema,
  checkEmailQuerySchema,
  checkPhoneQuerySchema,
  checkUsernameQuerySchema,
  checkNicknameQuerySchema,
  sendEmailCodeSchema,
  sendPhoneCodeSchema,
  codeSentSchema,
  registerRequestSchema,
  registerByEmailSchema,
  forgetByEmailSchema,
  forgetByPhoneSchema,
  checkPasswordSchema,
  changeTicketSchema,
  resetPasswordSchema,
  resetEmailSchema,
  resetPhoneSchema,
  GENDERS,
  updateProfileSchema,
  profileSchema,
  userInfoSchema,
  publicProfileSchema,
  authenticationRequestSchema,
  authenticationSchema,
} from './schemas/accounts';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_SCORE,
  passwordIdentityWords,
  passwordProblem,
  hasInvisibleCharacters,
  displayTextSchema,
} from './schemas/account-rules';
export type { PasswordIdentity } from './schemas/account-rules';
export type {
  CodePurpose,
  LoginRequest,
  LoginResult,
  UpdateProfile,
  UserInfoResponse,
} from './schemas/accounts';
export {
  areaQuerySchema,
  areaSchema,
  flightBaseQuerySchema,
  flightAirportSchema,
  flightBaseSchema,
  airportRunwaysQuerySchema,
  airportRunwaysSchema,
  runwayEndSchema,
  runwaySchema,
} from './schemas/reference';
export type { AirportRunways, Area, FlightBase, Runway, RunwayEnd } from './schemas/reference';
export {
  airportHitSchema,
  flightHitSchema,
  searchQuerySchema,
  fuzzySearchSchema,
  airportRangeQuerySchema,
  pathPointSchema,
  forecastPointSchema,
  flightPathSchema,
  flightPathQuerySchema,
  hotFlightSchema,
} from './schemas/tracker';
export type { AirportHit, FlightHit, FlightPath } from './schemas/tracker';
export { deviceListItemSchema } from './schemas/devices';
export type { DeviceListItem } from './schemas/devices';
export { MAP_SOURCE_KINDS, mapSourceSchema, siteConfigSchema } from './schemas/site-config';
export type { MapSource, MapSourceKind, SiteConfig } from './schemas/site-config';
export { PLAYBACK_MAX_WINDOW_SECONDS, TRACK_FILE_NAME } from './schemas/playback/fields';
export {
  playbackPointSchema,
  playbackGapSchema,
  playbackAirlineSchema,
  playbackFlightInfoSchema,
  flightPlaybackSchema,
} from './schemas/playback/recorded';
export type {
  PlaybackPoint,
  PlaybackGap,
  PlaybackFlightInfo,
  FlightPlayback,
} from './schemas/playback/recorded';
export { flightPlaybackQuerySchema } from './schemas/playback/flight';
export type { FlightPlaybackQuery } from './schemas/playback/flight';
export { aircraftPlaybackQuerySchema, aircraftPlaybackSchema } from './schemas/playback/aircraft';
export type { AircraftPlayback } from './schemas/playback/aircraft';
export {
  livePlaybackQuerySchema,
  livePlaybackSchema,
  playbackTargetSchema,
} from './schemas/playback/live';
export type { LivePlayback, PlaybackTarget } from './schemas/playback/live';
export {
  PLAYBACK_MULTI_MAX_FLIGHTS,
  multiPlaybackQuerySchema,
  multiPlaybackSchema,
} from './schemas/playback/multi';
export type { MultiPlayback } from './schemas/playback/multi';
export {
  PLAYBACK_SLICE_SECONDS,
  AIRPORT_USES,
  sliceFlightSchema,
  playbackSliceSchema,
} from './schemas/playback/slices';
export type { SliceFlight, PlaybackSlice } from './schemas/playback/slices';
export {
  PLAYBACK_AIRPORT_RADIUS_KM,
  airportPlaybackQuerySchema,
  airportPlaybackSliceSchema,
} from './schemas/playback/airport';
export type { AirportPlaybackSlice } from './schemas/playback/airport';
export { areaPlaybackQuerySchema } from './schemas/playback/area';
export {
  historyFlightSchema,
  historySearchSchema,
  flightNumberHistoryQuerySchema,
} from './schemas/playback/history';
export type { HistoryFlight, HistorySearch } from './schemas/playback/history';
export {
  flightHistoryDetailQuerySchema,
  flightHistoryDetailSchema,
} from './schemas/playback/history-detail';
export type { FlightHistoryDetail } from './schemas/playback/history-detail';
export {
  PATH_EXPORT_FORMATS,
  exportFullPathQuerySchema,
  exportFlightNumberQuerySchema,
} from './schemas/playback/export';
export { fullPathPayloadSchema } from './schemas/playback/full-path';
export {
  TRACK_FILE_MAX_RANGE_SECONDS,
  TRACK_FILE_MAX_PAGE_SIZE,
  trackFileLookupSchema,
  trackFileSchema,
  trackFileListSchema,
} from './schemas/playback/track-file-lookup';
export type {
  TrackFileLookup,
  TrackFile,
  TrackFileList,
} from './schemas/playback/track-file-lookup';
export {
  trackFileDetailQuerySchema,
  trackFileDetailSchema,
} from './schemas/playback/track-file-detail';
export type { TrackFileDetail } from './schemas/playback/track-file-detail';
export { ADMIN_MAX_PAGE_SIZE, adminPageQuery, adminPageSchema } from './schemas/admin/paging';
export {
  MENU_TYPES,
  permissionNameSchema,
  menuRouteSchema,
  menuNodeSchema,
  menuTreeSchema,
  menuCreateSchema,
  menuUpdateSchema,
} from './schemas/admin/menus';
export type { MenuType, MenuNode, MenuCreate, MenuUpdate } from './schemas/admin/menus';
export {
  ROLE_STATUSES,
  ADMIN_ROLE_CODE,
  roleSchema,
  roleListSchema,
  roleCreateSchema,
  roleUpdateSchema,
} from './schemas/admin/roles';
export type { RoleStatus, Role, RoleCreate, RoleUpdate } from './schemas/admin/roles';
export {
  USER_STATUSES,
  adminUserSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSearchQuerySchema,
  adminUserHitSchema,
  adminUserHitsSchema,
  adminUserUpdateSchema,
  adminPasswordResetSchema,
} from './schemas/admin/users';
export type {
  UserStatus,
  AdminUser,
  AdminUserListQuery,
  AdminUserUpdate,
} from './schemas/admin/users';
export {
  SYSLOG_OUTCOMES,
  syslogQuerySchema,
  syslogEntrySchema,
  syslogPageSchema,
} from './schemas/admin/syslog';
export type { SyslogOutcome, SyslogQuery, SyslogEntry } from './schemas/admin/syslog';
export { BASEMAP_TILE_PATH, BASEMAP_MAX_ZOOM, BASEMAP_LAYERS } from './basemap';
export type { BaseMapLayer } from './basemap';
export {
  JOB_LOG_PAGE_SIZE,
  BMS_OPS_PERMISSIONS,
  compactDateSchema,
  timeRangeToDates,
  JOB_STATUSES,
  JOB_OUTCOMES,
  JOB_TRIGGERS,
  JOB_SCOPES,
  jobParamsSchema,
  jobSchema,
  jobHandlerSchema,
  jobQuerySchema,
  jobPageSchema,
  jobAddSchema,
  jobUpdateSchema,
  jobIdParamsSchema,
  jobLogQuerySchema,
  jobLogSchema,
  jobLogPageSchema,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  messageQuerySchema,
  messageSchema,
  messagePageSchema,
  STATISTICS_MAX_DAYS,
  userStatisticsQuerySchema,
  userStatisticsSchema,
  EXPORT_FORMATS,
  exportQuerySchema,
  exportProgressSchema,
  exportIdParamsSchema,
  wechatButtonSchema,
  wechatMenuSchema,
  wechatMenuStateSchema,
  wechatUserSchema,
  wechatUserQuerySchema,
  wechatUserPageSchema,
  wechatSyncResultSchema,
} from './schemas/bms-ops';
export type {
  Job,
  JobPage,
  JobQuery,
  JobAdd,
  JobUpdate,
  JobLog,
  JobLogQuery,
  JobLogPage,
  MessageQuery,
  MessageRecord,
  MessagePage,
  UserStatistics,
  ExportFormat,
  ExportProgress,
  WechatButton,
  WechatLeafButton,
  WechatMenu,
  WechatMenuState,
  WechatUser,
  WechatUserPage,
} from './schemas/bms-ops';
export {
  DEVICE_ALIAS_MAX,
  DEVICE_DAY_FIELDS,
  addMyDeviceSchema,
  claimedDevicesSchema,
  devIdBodySchema,
  devIdQuerySchema,
  deviceAliasSchema,
  deviceDaySchema,
  devicePositionSchema,
  feederIdentitySchema,
  feederSetupSchema,
  myDeviceSchema,
  offlineInfoSchema,
  updateDevAliasSchema,
  updatePositionSchema,
} from './schemas/my-devices';
export type {
  AddMyDeviceBody,
  DeviceDay,
  DeviceDayField,
  DeviceDayFigures,
  DevicePosition,
  FeederIdentity,
  FeederSetup,
  MyDevice,
  OfflineInfo,
} from './schemas/my-devices';
export {
  AIRPORT_DEVICE_RADIUS_KM,
  DEVICE_ADMIN_PERMISSION,
  DEVICE_STATUSES,
  NEWLY_DAYS,
  adminDeviceAddSchema,
  adminDeviceDataSchema,
  adminDeviceDeleteSchema,
  adminDevicePageSchema,
  adminDeviceQuerySchema,
  adminDeviceSchema,
  adminDeviceUpdateSchema,
  airportDevicesSchema,
  airportIdParamsSchema,
  devicePageQuerySchema,
  deviceMonitorSchema,
  deviceStatisticsDaySchema,
  deviceStatisticsQuerySchema,
  gisPlaceSchema,
  latLonQuerySchema,
  nearAirportSchema,
  userDevMessagePageSchema,
  userDevMessageQuerySchema,
  userDevMessageSchema,
} from './schemas/device-admin';
export type {
  AdminDevice,
  AdminDeviceAdd,
  AdminDeviceData,
  AdminDevicePage,
  AdminDeviceQuery,
  AdminDeviceUpdate,
  AirportDevices,
  DeviceMonitor,
  DeviceStatisticsDay,
  DeviceStatus,
  GisPlace,
  NearAirport,
  UserDevMessage,
} from './schemas/device-admin';
// Kit applications, fittings, contracts and uploads (issue 17, h17-kit).
export {
  UPLOAD_FORMATS,
  UPLOAD_KINDS,
  UPLOAD_KIND_NAMES,
  STORED_FILE_PATTERN,
  storedFileNameSchema,
  storedFileParamsSchema,
  storedFileQuerySchema,
  uploadResultSchema,
  photoExifSchema,
  PHOTO_SIZES,
  STORED_VARIANT_PATTERN,
} from './schemas/uploads';
export type {
  PhotoExif,
  PhotoSize,
  UploadFormat,
  UploadKind,
  UploadResult,
} from './schemas/uploads';
export {
  APPLICATION_STATUS,
  APPLICATION_MAX_PHOTOS,
  APPLICATION_REJECT_REASONS,
  FITTING_REJECT_REASONS,
  FITTINGS,
  KIT_PERMISSIONS,
  CHINA_MOBILE_PATTERN,
  isInChina,
  applicationStatusSchema,
  recipientSchema,
  applicationInputSchema,
  applicationUpdateSchema,
  idBodySchema,
  applicationSchema,
  adminApplicationSchema,
  adminApplicationQuerySchema,
  adminApplicationPageSchema,
  applicationAuditSchema,
  applicationExpressSchema,
  expressNumberSchema,
  rejectReasonsSchema,
  fittingInputSchema,
  fittingApplicationSchema,
  adminFittingSchema,
  adminFittingQuerySchema,
  adminFittingPageSchema,
  fittingIdParamsSchema,
  fittingExpressSchema,
  fittingRejectSchema,
} from './schemas/applications';
export type {
  ApplicationStatus,
  Fitting,
  ApplicationInput,
  Application,
  AdminApplication,
  AdminApplicationQuery,
  ApplicationAudit,
  FittingInput,
  FittingApplication,
  AdminFitting,
} from './schemas/applications';
export {
  CONTRACT_STATUSES,
  CONTRACT_TERM_DAYS,
  contractUuidSchema,
  contractUuidQuerySchema,
  contractSchema,
  contractCheckSchema,
  contractSignSchema,
  adminContractSchema,
  adminContractQuerySchema,
  adminContractPageSchema,
  contractIdBodySchema,
  contractDocumentSchema,
} from './schemas/contracts';
export type {
  ContractStatus,
  Contract,
  ContractCheck,
  ContractSign,
  AdminContract,
  AdminContractQuery,
  ContractDocument,
} from './schemas/contracts';
// Receiver coverage, device detail, ranking and siting (issue 17, h17-coverage).
export {
  COVERAGE_CELL_DEGREES,
  COVERAGE_DEVICE_TYPES,
  COVERAGE_HEIGHTS,
  COVERAGE_SECTOR_DEGREES,
  DEFAULT_COVERAGE_HEIGHT,
  coverageDaySchema,
  coverageQuerySchema,
  coverageSchema,
  deviceFlightsQuerySchema,
  deviceFlightsSchema,
  deviceIdQuerySchema,
  deviceInfoSchema,
  deviceLiveFlightSchema,
  deviceRankSchema,
  sitingQuerySchema,
  sitingSchema,
} from './schemas/coverage';
export type {
  Coverage,
  DeviceFlight,
  DeviceFlights,
  DeviceInfo,
  DeviceLiveFlight,
  DeviceRank,
  Siting,
} from './schemas/coverage';
export {
  COVERAGE_PERMISSION,
  RANK_PAGE_SIZES,
  airportCoverRatePageSchema,
  airportCoverRateQuerySchema,
  airportLandingQuerySchema,
  airportLandingSchema,
  coverageDataPageSchema,
  coverageDataQuerySchema,
  coverageDataRowSchema,
  airportRankQuerySchema,
  airportRankSchema,
  deviceAllPageSchema,
  deviceAllQuerySchema,
  deviceRankQuerySchema,
  rankPageSchema,
  userRankPageSchema,
  userRankQuerySchema,
} from './schemas/ranking';
export type {
  AirportCoverRateRow,
  AirportLanding,
  AirportLandingRow,
  CoverageDataRow,
  AirportRank,
  AirportRankRow,
  DeviceAllPage,
  DeviceAllRow,
  RankPage,
  RankRow,
  UserRankRow,
} from './schemas/ranking';
// Remaining coverage calls of the back office (issue 17, h17-rest).
export {
  TRAJECTORY_MAX_SECONDS,
  indexRangeQuerySchema,
  indexRangeSchema,
  landingDetailQuerySchema,
  landingDetailSchema,
  trajectoryQuerySchema,
  trajectorySchema,
} from './schemas/coverage-rest';
export type {
  IndexRange,
  LandingDetail,
  LandingReceiver,
  Trajectory,
  TrajectoryFlight,
  TrajectoryQuery,
} from './schemas/coverage-rest';
export {
  AIRWAY_CRUISE_HEIGHT,
  airwayFilterSchema,
  airwayPageSchema,
  airwayQuerySchema,
  runwayDataFilterSchema,
} from './schemas/coverage-rest';
export type { AirwayPage, AirwayRow } from './schemas/coverage-rest';
export {
  auditPageSchema,
  auditQuerySchema,
  authorPageQuerySchema,
  pictureAuditSchema,
  pictureIdParamsSchema,
  pictureIdQuerySchema,
  picturePageQuerySchema,
  picturePageSchema,
  pictureSchema,
  pictureShowcaseSchema,
  saveAirportImagesSchema,
  savePlaneImagesSchema,
  aircraftImageQuerySchema,
  aircraftImageSchema,
  followSchema,
  likeResultSchema,
  likeSchema,
  photoStatsSchema,
  pictureSearchQuerySchema,
  userStatsQuerySchema,
  GALLERY_MAX_PHOTOS,
  GALLERY_PAGE_SIZE,
  GALLERY_RANK_LIMIT,
  GALLERY_SCORE,
  SEARCH_TYPES,
  GALLERY_PERMISSION,
  PICTURE_KINDS,
  PICTURE_STATUSES,
} from './schemas/gallery';
export {
  airportImagePageSchema,
  airportImageParamsSchema,
  airportImageQuerySchema,
  airportImageRejectSchema,
  followedAuthorsSchema,
  galleryCategoriesQuerySchema,
  galleryCategoriesSchema,
  galleryQuerySchema,
  photographerRankPageSchema,
  showcaseSchema,
  GALLERY_CATEGORIES,
  GALLERY_FOLLOW_PAGE_SIZE,
  GALLERY_ORDERS,
  GALLERY_RANK_PAGE_SIZE,
  GALLERY_SHOWCASE_LIMIT,
} from './schemas/gallery-browse';
export type {
  AirportImagePage,
  FollowedAuthors,
  GalleryCategory,
  GalleryCategoryValue,
  GalleryOrder,
  GalleryQuery,
  PhotographerRankPage,
  PhotographerRankRow,
} from './schemas/gallery-browse';
export type {
  AuditPage,
  AircraftImage,
  AuditPicture,
  LikeResult,
  PhotoStats,
  SearchType,
  Picture,
  PictureAudit,
  PictureKind,
  PicturePage,
  PictureStatus,
  SaveAirportImages,
  SavePlaneImages,
} from './schemas/gallery';
// A photo's strips and its author's edit and delete (issue 18, h18).
export {
  deleteImageSchema,
  editImageSchema,
  relatedImagesQuerySchema,
  relatedImagesSchema,
  GALLERY_RELATED_LIMIT,
} from './schemas/gallery-own';
export type { EditImage, RelatedImages } from './schemas/gallery-own';
export {
  FLIGHT_CATEGORIES,
  WEATHER_HISTORY_MAX_SECONDS,
  WEATHER_PERMISSION,
  WEATHER_UPLOAD_MAX_CHARS,
  airportCategorySchema,
  airportRealSchema,
  airportWeatherQuerySchema,
  airportWeatherSchema,
  metarSchema,
  tafSchema,
  weatherHistoryQuerySchema,
  weatherHistorySchema,
  weatherTilesSchema,
  weatherUploadResultSchema,
  weatherUploadSchema,
} from './schemas/weather';
export type {
  AirportReal,
  AirportWeather,
  FlightCategory,
  Metar,
  Taf,
  WeatherHistory,
  WeatherTiles,
  WeatherUploadResult,
} from './schemas/weather';
// Navaids, observed routes and the seaway coverage (issue 19 item 6, h19-routes).
export {
  NAVAID_LIMIT,
  NAVAID_TYPES,
  ROUTE_SETS,
  navaidPointsSchema,
  navaidQuerySchema,
  navaidSchema,
  observedRouteSchema,
  observedRoutesQuerySchema,
  observedRoutesSchema,
  seawayPageSchema,
  seawayQuerySchema,
  seawayRowSchema,
} from './schemas/airroutes';
export type {
  Navaid,
  NavaidPoints,
  NavaidQuery,
  ObservedRoute,
  ObservedRoutes,
  RouteSet,
  SeawayPage,
  SeawayRow,
} from './schemas/airroutes';
// Flight events: the detector's calls and the live event feed (issue 19, h19-events).
export {
  airportEventsQuerySchema,
  eventFeedQuerySchema,
  eventListSchema,
  flightEventSchema,
  EVENT_KINDS,
  EVENTS_MAX_LIMIT,
} from './schemas/events';
export type {
  AirportEventsQuery,
  EventFeedQuery,
  EventKind,
  EventList,
  FlightEventView,
} from './schemas/events';
// Holding areas on the routes, `/adsb/frw/route/wait` (issue 19, h19b).
export {
  waitAreaSchema,
  waitAreasQuerySchema,
  waitAreasSchema,
  WAIT_AREA_MAX_DAYS,
} from './schemas/wait-areas';
export type { WaitArea, WaitAreas, WaitAreasQuery } from './schemas/wait-areas';
// Flight lookups `dynamic/flightDetail` and `dynamic/flight` (issue 19, h19b).
export {
  flightAnswerSchema,
  flightDetailQuerySchema,
  flightDetailSchema,
  flightQuerySchema,
  livePositionSchema,
} from './schemas/flight-lookup';
export type {
  FlightAnswer,
  FlightDetail,
  FlightDetailQuery,
  FlightQuery,
  LivePosition,
} from './schemas/flight-lookup';
// `/index/country` and `/business/recommend/click` (issue 19, h19b).
export { countriesQuerySchema, countriesSchema, countrySchema } from './schemas/countries';
export type { Country } from './schemas/countries';
export { recommendClickResultSchema, recommendClickSchema } from './schemas/recommend';
// `/business/pcr/adsb`: the community's ADS-B coverage rate (issue 19 leftovers, h19).
export {
  adsbCoverageDaySchema,
  adsbCoverageQuerySchema,
  adsbCoverageSchema,
} from './schemas/adsb-coverage';
export type { AdsbCoverage, AdsbCoverageDay, AdsbCoverageQuery } from './schemas/adsb-coverage';
export type { RecommendClick, RecommendClickResult } from './schemas/recommend';
// Airports: status, boards, notices (issue 19, h19-airport).
export {
  adminAirportListQuerySchema,
  adminAirportPageSchema,
  airportStatusGroupsSchema,
  airportCodeSchema,
  airportEventSchema,
  airportHistoryQuerySchema,
  airportNoticeSchema,
  airportPlaceSchema,
  airportQuerySchema,
  airportStatisticsSchema,
  airportStatusRowSchema,
  airportStatusSchema,
  airportTextSearchSchema,
  boardFlightSchema,
  boardSchema,
  delayFiguresSchema,
  noticeAddSchema,
  noticeIdParamsSchema,
  noticeListQuerySchema,
  noticePageSchema,
  noticeUpdateSchema,
  recordedAirportFlightSchema,
  wantedAirportSchema,
  AIRPORT_PERMISSION,
  AIRPORT_STATUSES,
  NOTICE_KINDS,
} from './schemas/airports';
export type {
  AirportEvent,
  AirportNotice,
  AirportPlace,
  AirportStatistics,
  AirportStatus,
  AirportStatusRow,
  Board,
  BoardFlight,
  NoticeAdd,
  NoticeKind,
  NoticeUpdate,
  RecordedAirportFlight,
  WantedAirport,
} from './schemas/airports';
// Follows, Web Push and area alert rules (issue 19, h19-follow).
export {
  addFollowSchema,
  alertRuleIdSchema,
  alertRuleInputSchema,
  alertRuleSchema,
  deleteFollowSchema,
  followedFlightSchema,
  followNoticeSchema,
  isFollowQuerySchema,
  isFollowSchema,
  myFollowPageSchema,
  myFollowQuerySchema,
  pushKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  FOLLOW_EVENT_KINDS,
  FOLLOW_KINDS,
  FOLLOW_PAGE_SIZE,
  MAX_ALERT_RULES_PER_USER,
  MAX_FOLLOWS_PER_USER,
  MAX_PUSH_SUBSCRIPTIONS_PER_USER,
} from './schemas/follow';
export type {
  AddFollow,
  AlertRule,
  AlertRuleInput,
  FollowedFlight,
  FollowEventKind,
  FollowKind,
  FollowNotice,
  IsFollow,
  MyFollowPage,
  PushSubscribe,
} from './schemas/follow';
// The assistant (issue 20 item 1, h20chat).
export {
  chatAskSchema,
  chatLinkSchema,
  chatMessageSchema,
  chatQuotaSchema,
  chatStreamEventSchema,
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
} from './schemas/chat';
export type { ChatAsk, ChatLink, ChatMessage, ChatQuota, ChatStreamEvent } from './schemas/chat';
// Feedback, the activity calendar and ID card recognition (issue 20, h20fb).
export {
  adminFeedbackPageSchema,
  adminFeedbackQuerySchema,
  adminFeedbackSchema,
  feedbackReadSchema,
  feedbackReplySchema,
  feedbackSchema,
  feedbackSubmitSchema,
  myFeedbackSchema,
  FEEDBACK_PER_HOUR,
  FEEDBACK_PERMISSION,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX,
} from './schemas/feedback';
export type {
  AdminFeedback,
  Feedback,
  FeedbackReply,
  FeedbackStatus,
  FeedbackSubmit,
  MyFeedback,
} from './schemas/feedback';
export {
  activityAddSchema,
  activityIdParamsSchema,
  activityListQuerySchema,
  activitySchema,
  activityUpdateSchema,
  ACTIVITY_KINDS,
  ACTIVITY_PERMISSION,
} from './schemas/activities';
export type { Activity, ActivityAdd, ActivityKind, ActivityListQuery } from './schemas/activities';
export { idCardResultSchema, ID_CARD_MAX_BYTES } from './schemas/id-card';
export type { IdCardResult } from './schemas/id-card';
// WeChat sign-in, binding and the /poa pages (issue 20 item 3, h20wx).
export {
  openIdSchema,
  wechatAuthorizeQuerySchema,
  wechatAuthorizeSchema,
  wechatBindingSchema,
  wechatCallbackSchema,
  wechatStatusSchema,
  wxBindSchema,
  wxCheckPhoneQuerySchema,
  wxCheckPhoneSchema,
  wxDetailQuerySchema,
  wxDetailSchema,
  wxFlightTraceQuerySchema,
  wxLiveSchema,
  wxOpenIdQuerySchema,
  wxSendMessageSchema,
  wxUserRankSchema,
  WECHAT_AUTH_MODES,
  WECHAT_PURPOSES,
} from './schemas/wechat-web';
export type {
  WechatBinding,
  WechatPurpose,
  WxCheckPhone,
  WxDetail,
  WxLive,
  WxUserRank,
} from './schemas/wechat-web';

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
  EARTH_RADIUS_M,
} from './constants';
export type { Language } from './constants';
export {
  FEET_PER_METRE,
  KMH_PER_KNOT,
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
export { en as messagesEn } from './messages/en';
export type { MessageCatalogue } from './messages/en';
export { zh as messagesZh } from './messages/zh';
export { messageCatalogues, isMessageKey, translateMessage } from './messages/translate';
export type { MessageKey } from './messages/translate';
export { envelopeSchema, errorEnvelopeSchema, langQuerySchema } from './schemas/envelope';
export type { ApiEnvelope } from './schemas/envelope';
export { INT4_MAX, recordIdSchema } from './schemas/ids';
export { SERVER_ROLES, serverRoleSchema, healthSchema } from './schemas/health';
export type { ServerRole, Health } from './schemas/health';
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
export {
  PLAYBACK_SLICE_SECONDS,
  PLAYBACK_MAX_WINDOW_SECONDS,
  PLAYBACK_AIRPORT_RADIUS_KM,
  PLAYBACK_MULTI_MAX_FLIGHTS,
  AIRPORT_USES,
  PATH_EXPORT_FORMATS,
  playbackPointSchema,
  playbackGapSchema,
  playbackAirlineSchema,
  playbackFlightInfoSchema,
  flightPlaybackSchema,
  flightPlaybackQuerySchema,
  aircraftPlaybackQuerySchema,
  aircraftPlaybackSchema,
  multiPlaybackQuerySchema,
  multiPlaybackSchema,
  sliceFlightSchema,
  playbackSliceSchema,
  airportPlaybackQuerySchema,
  airportPlaybackSliceSchema,
  areaPlaybackQuerySchema,
  historyFlightSchema,
  historySearchSchema,
  flightNumberHistoryQuerySchema,
  flightHistoryDetailQuerySchema,
  flightHistoryDetailSchema,
  exportFullPathQuerySchema,
  exportFlightNumberQuerySchema,
  fullPathPayloadSchema,
  TRACK_FILE_MAX_RANGE_SECONDS,
  TRACK_FILE_MAX_PAGE_SIZE,
  TRACK_FILE_NAME,
  trackFileLookupSchema,
  trackFileSchema,
  trackFileListSchema,
  trackFileDetailQuerySchema,
  trackFileDetailSchema,
} from './schemas/playback';
export type {
  PlaybackPoint,
  PlaybackGap,
  PlaybackFlightInfo,
  FlightPlayback,
  FlightPlaybackQuery,
  AircraftPlayback,
  MultiPlayback,
  SliceFlight,
  PlaybackSlice,
  AirportPlaybackSlice,
  HistoryFlight,
  HistorySearch,
  FlightHistoryDetail,
  TrackFileLookup,
  TrackFile,
  TrackFileList,
  TrackFileDetail,
} from './schemas/playback';

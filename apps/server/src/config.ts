// The only reader of process.env (STYLE.md habit 5). Everything configurable is named and checked
// here once at boot; a bad value stops the start with one line naming the variable.
import path from 'node:path';
import { z } from 'zod';
import {
  mapSourceSchema,
  MAP_SOURCE_KINDS,
  SERVER_ROLES,
  type ServerRole,
  type SiteConfig,
} from '@skytrace/contracts';

/** The VAPID subject without PUSH_SUBJECT (fine for a private server; set it in public). */
export const DEFAULT_PUSH_SUBJECT = 'mailto:skytrace@localhost';

const port = z.coerce.number().int().min(0).max(65_535);
const onOff = z.enum(['on', 'off']);

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  BASEMAP_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Connections of the PostgreSQL pool; default by the roles this process runs (below).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Prefix of every Redis key and channel of this cluster (several clusters or tests may share
  // one Redis).
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -')
    .default('skytrace:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLES: z
    .string()
    .default(SERVER_ROLES.join(','))
    .transform((text) =>
      text
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SERVER_ROLES)).min(1, 'must name at least one role')),
  SIM: onOff.default('on'),
  SIM_AIRCRAFT: z.coerce.number().int().min(1).max(20_000).default(2000),
  SIM_SEED: z.string().min(1).max(100).default('skytrace'),
  SIM_SPEED: z.coerce.number().min(0.1).max(100).default(1),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins' }))),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIST: z.string().min(1).optional(),
  FEED_BEAST_PORT: port.default(30004),
  FEED_AVR_PORT: port.default(30001),
  FEED_SBS_PORT: port.default(30006),
  FEED_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(2000),
  // Per input; a station needs one connection, a few more for NAT-shared addresses.
  FEED_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(4),
  FLIGHT_DETAIL_REQUIRES_LOGIN: z.enum(['true', 'false']).default('true'),
  // Optional online map sources as JSON, e.g. {"satellite":{"url":"https://…/{z}/{x}/{y}.jpg",
  // "attribution":"…","maxZoom":18}}; the offline base map needs none.
  MAP_SOURCES: z
    .string()
    .default('{}')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(
      z.partialRecord(
        z.enum(MAP_SOURCE_KINDS),
        mapSourceSchema.extend({
          url: z
            .string()
            .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'needs an http(s) URL with {z}, {x}, {y}'),
        }),
      ),
    ),
  // Weather reports (issue 19): a folder polled for METAR/TAF text files, and/or a URL polled.
  WEATHER_DROP_DIR: z.string().min(1).optional(),
  WEATHER_URL: z.url().optional(),
  WEATHER_POLL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // The VAPID `sub` claim of Web Push (RFC 8292 §2.1): a contact the push services can reach
  // about this server, a mailto: address or an https: URL. Apple's service refuses localhost
  // addresses, so a public deployment sets its own.
  PUSH_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s/]+\S*)$/, {
      message: 'must be a mailto: address or an https: URL',
    })
    .default(DEFAULT_PUSH_SUBJECT),
  HIDDEN_REGISTRATIONS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((registration) => registration.trim().toUpperCase().replace(/[\s-]/g, ''))
        .filter(Boolean),
    ),
  TRACE_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // Days of recorded traces kept; 0 keeps everything. Default: 30 on PGlite, 0 on PostgreSQL.
  TRACE_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).optional(),
  DEVICE_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  AUTH_DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (a 256-bit key)')
    .optional(),
  // The WeChat official account of the back office's menu and follower pages; unset, they say
  // so and nothing calls WeChat.
  WECHAT_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the AppID')
    .optional(),
  WECHAT_APP_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be the AppSecret')
    .optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  // The assistant's OpenAI-compatible chat-completions provider (issue 20 item 1); unset, the
  // built-in assistant answers from its intent grammar.
  CHAT_API_URL: z.url().optional(),
  CHAT_API_KEY: z.string().min(1).max(500).optional(),
  CHAT_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  // Questions one user may ask a day (UTC), and the provider's time limit per request.
  CHAT_DAILY_QUOTA: z.coerce.number().int().min(1).max(100_000).default(50),
  CHAT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  // ID card recognition of real-name authentication (Baidu OCR's API key and secret key);
  // unset, `business/baidu/getCardId` answers "not configured".
  BAIDU_OCR_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, 'must be the API Key')
    .optional(),
  BAIDU_OCR_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, 'must be the Secret Key')
    .optional(),
  BAIDU_OCR_API_BASE: z.url().default('https://aip.baidubce.com'),
  /** Where the browser authorises (qrconnect, oauth2/authorize); a test points it at a fake. */
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  // Unclaimed feeder devices held in memory at once; new unknown feeder ids beyond it are refused.
  DEVICE_MAX_UNREGISTERED: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  // New feeder ids one address may introduce per minute (burst of 10 on top).
  DEVICE_NEW_IDS_PER_MINUTE: z.coerce.number().min(0).max(10_000).default(4),
  // Live aircraft from every feeder; beyond it only registered feeders add aircraft (up to 1.5×).
  FEED_MAX_AIRCRAFT: z.coerce.number().int().min(100).max(1_000_000).default(20_000),
  // Aircraft one feeder connection or HTTP feeder may track.
  FEED_MAX_AIRCRAFT_PER_FEEDER: z.coerce.number().int().min(10).max(100_000).default(5000),
  // Positions farther than this from the receiver position its owner set are rejected, km.
  FEED_MAX_RANGE_KM: z.coerce.number().int().min(50).max(20_000).default(500),
  // A feeder connection must send an accepted frame within this, and then at least this often.
  FEED_FIRST_FRAME_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  FEED_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  // The HTTP feeder's body limit, and its posts per second per address and in total.
  FEED_HTTP_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(512 * 1024),
  FEED_HTTP_POSTS_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(5),
  FEED_HTTP_POSTS_PER_SECOND_TOTAL: z.coerce.number().min(1).max(100_000).default(200),
  // Append every kept trace point to DATA_DIR/trace-journal about once a second, replayed at
  // start: a crash then loses seconds of tracks instead of up to TRACE_FLUSH_SECONDS.
  TRACE_JOURNAL: onOff.default('on'),
  // Where the journal lives (default DATA_DIR/trace-journal): each ingest process of a cluster
  // that shares one DATA_DIR needs a folder of its own, kept across its restarts.
  TRACE_JOURNAL_DIR: z.string().min(1).optional(),
  // Detect go-arounds, holds, diversions, returns and emergencies in the live positions (issue
  // 19); `off` only to measure what detection costs (npm run bench:events).
  EVENT_DETECTION: onOff.default('on'),
  // HTTP connections (issue 13 #5): a connection must finish its headers within the headers
  // timeout and is closed after the idle timeout without a byte either way (also one that never
  // sends anything); one address holds at most the per-address cap of open connections.
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(256),
  // Realtime sockets: validate within this long or be disconnected; at most this many per
  // address; `sub` answers at most this many aircraft whatever limit the client asks (-1 too).
  SOCKET_VALIDATE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  SOCKET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(128),
  SOCKET_SUB_MAX_AIRCRAFT: z.coerce.number().int().min(1).max(100_000).default(5000),
  // Signed-in user ids that see process internals (memory) in /api/v2/system/stats, until the
  // back office brings permissions; STATS_INTERNALS=public shows them to everyone (benchmarks).
  STATS_ADMIN_USER_IDS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[1-9][0-9]{0,9}$/, 'must be comma-separated user ids'))),
  STATS_INTERNALS: z.enum(['admins', 'public']).default('admins'),
  // The first administrator, created at a start that finds none (then ignored); there is no
  // default password. `npm run admin:create` does the same from the command line.
  ADMIN_USERNAME: z.string().trim().min(1).max(32).optional(),
  ADMIN_PASSWORD: z.string().min(1).max(128).optional(),
  // The host name feeders connect to, as /share-data/script writes it into the set-up lines
  // (default: the host name the user's browser used for the site).
  FEEDER_PUBLIC_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,253}$|^\[[0-9A-Fa-f:.]+\]$/, 'must be a host name or address')
    .optional(),
  // Self-built receivers (feeder UUIDs) one user may register.
  DEVICE_UUIDS_PER_USER: z.coerce.number().int().min(1).max(1000).default(5),
  // The demo account owning the simulator's receivers signs in with this password (none: no
  // password sign-in at all).
  DEMO_PASSWORD: z.string().min(12).max(128).optional(),
  // Bearer token of GET /metrics from anywhere but loopback; unset, only loopback may scrape.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
    .optional(),
});

/**
 * PostgreSQL connections a process holds by default, by role. `http` answers REST calls (search,
 * playback, the back office), the bursty part: 10, pg's own default. `ingest` writes one trace
 * flush transaction at a time plus the device statistics and feeder look-ups: 4. `realtime`
 * answers socket calls (flight base, paths): 4. `sim` reads schedules while it builds its day: 2.
 * A process with several roles adds them up to 10: one event loop rarely keeps more queries in
 * flight, and PostgreSQL's default of 100 connections then holds ~9 processes beside psql.
 */
const POOL_SIZE_BY_ROLE: Record<ServerRole, number> = { http: 10, ingest: 4, realtime: 4, sim: 2 };
const MAX_DEFAULT_POOL_SIZE = 10;

/** DATABASE_POOL_SIZE when unset: the roles' shares (ROLES, without `http` unless named). */
export function defaultPoolSize(roles: readonly ServerRole[]): number {
  const sum = roles.reduce((total, role) => total + POOL_SIZE_BY_ROLE[role], 0);
  return Math.max(2, Math.min(MAX_DEFAULT_POOL_SIZE, sum));
}

export interface Config {
  /** ADMIN_USERNAME / ADMIN_PASSWORD, both or neither. */
  firstAdmin: { username: string; password: string } | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (unused on PGlite). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Bearer token of `/metrics` from beyond loopback; none: loopback only. */
  metricsToken: string | undefined;
  /** Prefix of this cluster's Redis keys and channels. */
  redisPrefix: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  roles: ServerRole[];
  corsOrigins: string[];
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Folder of the built web app served at `/`; absent when it was not built. */
  webDist: string;
  /** Folder of the offline base map's tiles, written by the server's build. */
  baseMapDir: string;
  /** Folder of the SQL migrations applied at start. */
  migrationsDir: string;
  /** Spec §6: flight detail and paths need login; an operator may open them to everyone. */
  flightDetailRequiresLogin: boolean;
  /** Optional online map sources offered in the map options (GET /api/v2/index/config). */
  mapSources: SiteConfig['mapSources'];
  /** Weather sources (issue 19): a drop folder and a URL polled every `pollMs`. */
  weather: { dropDir: string | undefined; url: string | undefined; pollMs: number };
  /** Registrations never shown by search (private or restricted aircraft, spec §5). */
  hiddenRegistrations: string[];
  /** The VAPID subject (`sub`) of Web Push notices: mailto: or https:. */
  pushSubject: string;
  /** How often recorded traces and device statistics are written, ms. */
  traceFlushMs: number;
  /** Days of recorded traces kept (0 = unlimited); older flights are dropped daily. */
  traceRetentionDays: number;
  deviceFlushMs: number;
  /** Outgoing mail server; without it mail is written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Hex AES-256 key of real-name data; without it one is generated in DATA_DIR. */
  authDataKey: string | undefined;
  /** The WeChat official account, when both its id and secret are set. */
  wechat: { appId: string; appSecret: string; apiBase: string; openBase: string } | undefined;
  /** The assistant: its provider when CHAT_API_URL is set, the daily quota, the time limit. */
  chat: {
    provider: { url: string; apiKey: string | undefined; model: string } | undefined;
    dailyQuota: number;
    timeoutMs: number;
  };
  /** Baidu OCR of ID card recognition, when both its keys are set. */
  baiduOcr: { apiKey: string; secretKey: string; apiBase: string } | undefined;
  /** Traffic simulator: aircraft airborne at the daily peak, seed, simulated seconds per second. */
  sim: { aircraft: number; seed: string; speed: number };
  /** Feeder inputs of the ingest role (0 = any free port). */
  feeds: {
    beastPort: number;
    avrPort: number;
    sbsPort: number;
    maxConnections: number;
    maxConnectionsPerAddress: number;
    /** Live aircraft cap (unregistered feeders; registered ones up to 1.5×). */
    maxAircraft: number;
    maxAircraftPerFeeder: number;
    /** Plausible range of a position from its receiver, km. */
    maxRangeKm: number;
    firstFrameTimeoutMs: number;
    idleTimeoutMs: number;
    /** The HTTP feeder: body limit, posts per second per address and in total. */
    httpBodyLimitBytes: number;
    httpPostsPerSecond: number;
    httpPostsPerSecondTotal: number;
  };
  /** Limits on unknown feeder ids: unregistered devices in memory, new ids per address a minute. */
  devices: { maxUnregistered: number; newIdsPerMinute: number };
  /** Journal the kept trace points under DATA_DIR so a crash loses seconds (traces/README.md). */
  traceJournal: boolean;
  /** The journal's folder (TRACE_JOURNAL_DIR, or DATA_DIR/trace-journal). */
  traceJournalDir: string;
  /** Detect flight events in the live positions (events/README in apps/server/README.md). */
  eventDetection: boolean;
  /** Timeouts and connection caps of the HTTP server (ms and counts). */
  http: HttpLimits;
  /** Limits of realtime sockets (ms and counts). */
  sockets: SocketLimits;
  /** Who sees process internals in the system statistics. */
  stats: { adminUserIds: number[]; internalsPublic: boolean };
  /** Users' receivers: the feeders' public host, UUIDs per user, the demo account's password. */
  myDevices: {
    publicHost: string | undefined;
    uuidsPerUser: number;
    demoPassword: string | undefined;
  };
}

export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

export interface SocketLimits {
  validateTimeoutMs: number;
  maxPerAddress: number;
  subMaxAircraft: number;
}

/** The defaults of HTTP_* (also used when a test builds the app without them). */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 256,
};

/** The defaults of SOCKET_* (also used when a test builds the realtime server without them). */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  validateTimeoutMs: 10_000,
  maxPerAddress: 128,
  subMaxAircraft: 5000,
};

/** Thrown for a bad environment value; its message is the one line printed at boot. */
export class ConfigError extends Error {}

/**
 * Roles that cannot work as asked stop the start: the simulator dials this process's own Beast
 * input, and a process without the ingest role takes its live picture from Redis only, so
 * without REDIS_URL it would show an empty sky forever.
 */
function checkRoles(roles: readonly ServerRole[], redisUrl: string | undefined): void {
  if (roles.includes('sim') && !roles.includes('ingest')) {
    throw new ConfigError(
      `Invalid environment variable ROLES (got "${roles.join(',')}"): sim feeds this process's ingest role; add ingest, or set SIM=off`,
    );
  }
  if (!roles.includes('ingest') && redisUrl === undefined) {
    throw new ConfigError(
      `Invalid environment variable ROLES (got "${roles.join(',')}"): without ingest this process takes the live picture from the ingest processes through Redis; set REDIS_URL, or add ingest to ROLES`,
    );
  }
}

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = env[name];
    const shown = value === undefined ? '' : ` (got "${value.slice(0, 80)}")`;
    throw new ConfigError(`Invalid environment variable ${name}${shown}: ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    const missing = e.ADMIN_USERNAME === undefined ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD';
    throw new ConfigError(
      `Invalid environment variable ${missing}: ADMIN_USERNAME and ADMIN_PASSWORD go together`,
    );
  }
  const roles = e.SIM === 'off' ? e.ROLES.filter((role) => role !== 'sim') : e.ROLES;
  checkRoles(roles, e.REDIS_URL);
  return {
    firstAdmin:
      e.ADMIN_USERNAME !== undefined && e.ADMIN_PASSWORD !== undefined
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(roles),
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    roles,
    corsOrigins: e.CORS_ORIGINS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    baseMapDir: path.resolve(e.BASEMAP_DIR ?? path.join(serverRoot, 'dist/basemap-tiles')),
    migrationsDir: path.join(serverRoot, 'drizzle'),
    flightDetailRequiresLogin: e.FLIGHT_DETAIL_REQUIRES_LOGIN === 'true',
    mapSources: e.MAP_SOURCES,
    hiddenRegistrations: e.HIDDEN_REGISTRATIONS,
    pushSubject: e.PUSH_SUBJECT,
    weather: {
      dropDir: e.WEATHER_DROP_DIR ? path.resolve(e.WEATHER_DROP_DIR) : undefined,
      url: e.WEATHER_URL,
      pollMs: e.WEATHER_POLL_SECONDS * 1000,
    },
    traceFlushMs: e.TRACE_FLUSH_SECONDS * 1000,
    traceRetentionDays: e.TRACE_RETENTION_DAYS ?? (e.DATABASE_URL ? 0 : 30),
    deviceFlushMs: e.DEVICE_FLUSH_SECONDS * 1000,
    sim: { aircraft: e.SIM_AIRCRAFT, seed: e.SIM_SEED, speed: e.SIM_SPEED },
    smtpUrl: e.SMTP_URL,
    authDataKey: e.AUTH_DATA_KEY,
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? {
            appId: e.WECHAT_APP_ID,
            appSecret: e.WECHAT_APP_SECRET,
            apiBase: e.WECHAT_API_BASE,
            openBase: e.WECHAT_OPEN_BASE,
          }
        : undefined,
    chat: {
      provider: e.CHAT_API_URL
        ? { url: e.CHAT_API_URL, apiKey: e.CHAT_API_KEY, model: e.CHAT_MODEL }
        : undefined,
      dailyQuota: e.CHAT_DAILY_QUOTA,
      timeoutMs: e.CHAT_TIMEOUT_SECONDS * 1000,
    },
    baiduOcr:
      e.BAIDU_OCR_API_KEY && e.BAIDU_OCR_SECRET_KEY
        ? {
            apiKey: e.BAIDU_OCR_API_KEY,
            secretKey: e.BAIDU_OCR_SECRET_KEY,
            apiBase: e.BAIDU_OCR_API_BASE,
          }
        : undefined,
    feeds: {
      beastPort: e.FEED_BEAST_PORT,
      avrPort: e.FEED_AVR_PORT,
      sbsPort: e.FEED_SBS_PORT,
      maxConnections: e.FEED_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.FEED_MAX_PER_ADDRESS,
      maxAircraft: e.FEED_MAX_AIRCRAFT,
      maxAircraftPerFeeder: e.FEED_MAX_AIRCRAFT_PER_FEEDER,
      maxRangeKm: e.FEED_MAX_RANGE_KM,
      firstFrameTimeoutMs: e.FEED_FIRST_FRAME_SECONDS * 1000,
      idleTimeoutMs: e.FEED_IDLE_SECONDS * 1000,
      httpBodyLimitBytes: e.FEED_HTTP_BODY_LIMIT_BYTES,
      httpPostsPerSecond: e.FEED_HTTP_POSTS_PER_SECOND,
      httpPostsPerSecondTotal: e.FEED_HTTP_POSTS_PER_SECOND_TOTAL,
    },
    devices: {
      maxUnregistered: e.DEVICE_MAX_UNREGISTERED,
      newIdsPerMinute: e.DEVICE_NEW_IDS_PER_MINUTE,
    },
    traceJournal: e.TRACE_JOURNAL === 'on',
    traceJournalDir: path.resolve(e.TRACE_JOURNAL_DIR ?? path.join(e.DATA_DIR, 'trace-journal')),
    eventDetection: e.EVENT_DETECTION === 'on',
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
    },
    sockets: {
      validateTimeoutMs: e.SOCKET_VALIDATE_TIMEOUT_SECONDS * 1000,
      maxPerAddress: e.SOCKET_MAX_PER_ADDRESS,
      subMaxAircraft: e.SOCKET_SUB_MAX_AIRCRAFT,
    },
    stats: {
      adminUserIds: e.STATS_ADMIN_USER_IDS.map(Number),
      internalsPublic: e.STATS_INTERNALS === 'public',
    },
    myDevices: {
      publicHost: e.FEEDER_PUBLIC_HOST,
      uuidsPerUser: e.DEVICE_UUIDS_PER_USER,
      demoPassword: e.DEMO_PASSWORD,
    },
  };
}

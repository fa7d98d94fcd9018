import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_HTTP_LIMITS,
  DEFAULT_SOCKET_LIMITS,
  defaultPoolSize,
  loadConfig,
} from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.roles).toEqual(['http', 'realtime', 'ingest', 'sim']);
    expect(config.corsOrigins).toEqual([]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/skytrace',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      ROLES: 'http, ingest',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/skytrace',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      roles: ['http', 'ingest'],
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('drops the simulator role with SIM=off', () => {
    expect(loadConfig({ SIM: 'off' }).roles).toEqual(['http', 'realtime', 'ingest']);
  });

  it('reads the Redis key prefix, skytrace: by default', () => {
    expect(loadConfig({}).redisPrefix).toBe('skytrace:');
    expect(loadConfig({ REDIS_PREFIX: 'test-1:' }).redisPrefix).toBe('test-1:');
  });

  it('refuses roles that cannot work: no ingest without REDIS_URL, sim without ingest', () => {
    // Without ingest and without Redis the process would show an empty sky forever.
    expect(() => loadConfig({ ROLES: 'http,realtime' })).toThrow(
      /^Invalid environment variable ROLES \(got "http,realtime"\): .*set REDIS_URL, or add ingest/,
    );
    expect(() => loadConfig({ ROLES: 'http,ingest', SIM: 'off' })).not.toThrow();
    expect(loadConfig({ ROLES: 'http', REDIS_URL: 'redis://127.0.0.1:6379' }).roles).toEqual([
      'http',
    ]);
    expect(() => loadConfig({ ROLES: 'http,sim', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /ROLES .*sim feeds this process's ingest role/,
    );
    // SIM=off takes sim out before the check.
    expect(loadConfig({ ROLES: 'http,sim', SIM: 'off', REDIS_URL: 'redis://x:1' }).roles).toEqual([
      'http',
    ]);
  });

  it('reads optional online map sources', () => {
    expect(loadConfig({}).mapSources).toEqual({});
    const satellite = {
      url: 'https://tiles.example/{z}/{x}/{y}.jpg',
      attribution: 'X',
      maxZoom: 18,
    };
    expect(loadConfig({ MAP_SOURCES: JSON.stringify({ satellite }) }).mapSources).toEqual({
      satellite,
    });
  });

  it.each([
    ['MAP_SOURCES', '{not json'],
    ['MAP_SOURCES', '{"satellite":{"url":"ftp://x","attribution":"","maxZoom":9}}'],
    ['MAP_SOURCES', '{"moon":{"url":"https://x/{z}/{x}/{y}","attribution":"","maxZoom":9}}'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['REDIS_PREFIX', 'has space'],
    ['ROLES', 'http,teleport'],
    ['SIM', 'maybe'],
    ['CORS_ORIGINS', 'not a url'],
    ['HTTP_MAX_CONNECTIONS_PER_ADDRESS', '0'],
    ['STATS_ADMIN_USER_IDS', '1,admin'],
    ['PUSH_SUBJECT', 'admin@example.com'],
    ['PUSH_SUBJECT', 'http://example.com/contact'],
    ['PUSH_SUBJECT', 'mailto:nobody'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'has a space in it somewhere'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid environment variable ${name}`);
    expect(message).not.toContain('\n');
  });

  it('reads the Web Push subject (mailto: or https:), with a default', () => {
    expect(loadConfig({}).pushSubject).toBe('mailto:skytrace@localhost');
    expect(loadConfig({ PUSH_SUBJECT: 'mailto:ops@skytrace.example' }).pushSubject).toBe(
      'mailto:ops@skytrace.example',
    );
    expect(loadConfig({ PUSH_SUBJECT: ' https://skytrace.example/contact ' }).pushSubject).toBe(
      'https://skytrace.example/contact',
    );
  });

  it('reads the HTTP and socket limits, with the defaults the app uses without them', () => {
    const defaults = loadConfig({});
    expect(defaults.http).toEqual(DEFAULT_HTTP_LIMITS);
    expect(defaults.sockets).toEqual(DEFAULT_SOCKET_LIMITS);
    expect(defaults.stats).toEqual({ adminUserIds: [], internalsPublic: false });
    const config = loadConfig({
      HTTP_HEADERS_TIMEOUT_SECONDS: '5',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '64',
      SOCKET_VALIDATE_TIMEOUT_SECONDS: '3',
      SOCKET_SUB_MAX_AIRCRAFT: '1000',
      STATS_ADMIN_USER_IDS: '1, 42',
      STATS_INTERNALS: 'public',
    });
    expect(config.http).toMatchObject({ headersTimeoutMs: 5000, maxConnectionsPerAddress: 64 });
    expect(config.sockets).toMatchObject({ validateTimeoutMs: 3000, subMaxAircraft: 1000 });
    expect(config.stats).toEqual({ adminUserIds: [1, 42], internalsPublic: true });
  });

  it('sizes the PostgreSQL pool by the roles, unless DATABASE_POOL_SIZE is set', () => {
    // Every role in one process: capped at 10, what the pool held before it was sized by role.
    expect(loadConfig({}).databasePoolSize).toBe(10);
    // A process without ingest takes its live picture from Redis (checkRoles).
    const REDIS_URL = 'redis://127.0.0.1:6379';
    expect(loadConfig({ ROLES: 'http', REDIS_URL }).databasePoolSize).toBe(10);
    expect(loadConfig({ ROLES: 'ingest' }).databasePoolSize).toBe(4);
    expect(loadConfig({ ROLES: 'realtime', REDIS_URL }).databasePoolSize).toBe(4);
    expect(loadConfig({ ROLES: 'ingest,realtime' }).databasePoolSize).toBe(8);
    expect(defaultPoolSize(['sim'])).toBe(2);
    expect(defaultPoolSize([])).toBe(2);
    expect(loadConfig({ ROLES: 'ingest', DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
  });

  it('reads the metrics token', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'abcdefghijklmnop' }).metricsToken).toBe('abcdefghijklmnop');
  });
});

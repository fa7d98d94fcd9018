import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    ['ROLES', 'http,teleport'],
    ['SIM', 'maybe'],
    ['CORS_ORIGINS', 'not a url'],
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
});

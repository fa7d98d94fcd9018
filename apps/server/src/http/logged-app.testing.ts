// The HTTP app as the server builds it, its log written through the real logger to a test's
// sink, one JSON line at a time: what request logging writes, read as an operator would.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Database } from '../db/db';
import { buildApp } from '../server';
import { loggerOptions } from './logging';

/** Builds the app (http role, info level) on `database`; each log line goes to `onLine`. */
export function buildLoggedApp(
  database: Database,
  onLine: (line: string) => void,
): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) onLine(line);
      done();
    },
  });
  return buildApp({
    config: {
      logLevel: 'info',
      corsOrigins: [],
      bodyLimitBytes: 65536,
      trustProxy: false,
      webDist: '/none',
    },
    database,
    roles: () => ['http'],
    version: 'test',
    logger: pino(loggerOptions('info'), stream),
  });
}

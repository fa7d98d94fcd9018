// Entry point: load config, start every role, stop gracefully on SIGINT/SIGTERM within 10 s.
import { Worker } from 'node:worker_threads';
import { ConfigError, loadConfig } from './config';
import { startServer, type RunningServer } from './server';

const SHUTDOWN_DEADLINE_MS = 10_000;
/** Trace batches start until then; the rest stays in the journal (devices, database close after). */
const TRACE_FLUSH_BUDGET_MS = 5_000;
/** The in-process timer exits with a log line a little before the watchdog kills. */
const GRACEFUL_DEADLINE_MS = SHUTDOWN_DEADLINE_MS - 500;

/**
 * The deadline's last resort, on its own thread: a timer of the main thread cannot fire while
 * the event loop is blocked (one long synchronous database call, a flood of work), and a stop
 * under load once took 31.7 s that way. Stopping began by writing the trace journal, so the kill
 * loses no track: the next start replays it.
 */
function startWatchdog(deadlineMs: number): void {
  const code = `const { workerData } = require('node:worker_threads');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.deadlineMs);
require('node:fs').writeSync(2, workerData.message);
process.kill(workerData.pid, 'SIGKILL');`;
  const message = `shutdown took longer than ${deadlineMs / 1000} s; killed (the trace journal keeps unwritten points)\n`;
  const watchdog = new Worker(code, {
    eval: true,
    workerData: { deadlineMs, pid: process.pid, message },
  });
  watchdog.unref();
}

/** pino buffers nothing by default, but a destination that does must be flushed before exit. */
function flushLogs(log: object): void {
  if ('flush' in log && typeof log.flush === 'function') (log.flush as () => void)();
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    console.error(
      `Skytrace could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  const { app } = server;
  app.log.info(`Skytrace is running on ${server.url} (database: ${server.database.driver})`);

  const shutdown = (signal: NodeJS.Signals) => {
    const started = Date.now();
    app.log.info({ signal }, 'shutting down');
    startWatchdog(SHUTDOWN_DEADLINE_MS);
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      flushLogs(app.log);
      process.exit(1);
    }, GRACEFUL_DEADLINE_MS);
    deadline.unref();
    server.stop({ traceDeadline: started + TRACE_FLUSH_BUDGET_MS }).then(
      () => {
        app.log.info('stopped cleanly');
        flushLogs(app.log);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        flushLogs(app.log);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection');
  });
}

await main();

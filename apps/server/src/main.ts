// Entry point: load config, start every role, stop gracefully on SIGINT/SIGTERM within 10 s.
import { ConfigError, loadConfig } from './config';
import { startServer, type RunningServer } from './server';

const SHUTDOWN_DEADLINE_MS = 10_000;

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
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    server.stop().then(
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

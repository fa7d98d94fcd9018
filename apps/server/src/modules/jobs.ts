import type { ScheduledJob } from './define-module';

interface JobLogger {
  error(object: object, message: string): void;
}

/** Runs every job on its interval (not at once: each module loads what it needs at start). */
export function startJobs(jobs: readonly ScheduledJob[], logger: JobLogger): { stop(): void } {
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      job.run().catch((error: unknown) => logger.error({ err: error }, `${job.name} failed`));
    }, job.everyMs);
    // A job never keeps the process alive on its own.
    timer.unref();
    return timer;
  });
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}

import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { ensureTracePartitions, PARTITION_DAYS_AHEAD } from './trace.partitions';

/**
 * Recorded traces. The recorder is a shared service, not started here: the ingest module
 * starts it (only a process that records positions writes traces) and the composition closes
 * it last, after the answering stopped, so the final points are written.
 */
export const tracesModule = defineModule<{ database: Database }>({
  name: 'traces',
  role: 'ingest',
  // The day partitions of trace_chunks ahead of time: at start and daily, once across processes.
  // Missing ones cost nothing but speed: chunks then land in the default partition.
  jobs: ({ database }) => [
    {
      name: 'trace partitions',
      cron: '0 10 0 * * *',
      scope: 'cluster',
      runAtStart: true,
      run: async () => {
        const created = await ensureTracePartitions(database.db, Date.now());
        return created.length === 0
          ? `partitions up to ${PARTITION_DAYS_AHEAD} days ahead already there`
          : `created ${created.join(', ')}`;
      },
    },
  ],
});

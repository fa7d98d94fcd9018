import { defineModule } from '../modules/define-module';

/**
 * Recorded traces. The recorder is a shared service, not started here: the ingest module
 * starts it (only a process that records positions writes traces) and the composition closes
 * it last, after the answering stopped, so the final points are written.
 */
export const tracesModule = defineModule<object>({ name: 'traces', role: 'ingest' });

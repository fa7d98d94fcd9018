import { z } from 'zod';

const counters = z.object({
  bytes: z.number(),
  frames: z.number(),
  accepted: z.number(),
  rejected: z.number(),
});

/** `GET /api/v2/system/stats`: what this process is doing, for operators and benchmarks. */
export const systemStatsSchema = z.object({
  time: z.number().describe('Server time, seconds since the Unix epoch'),
  ingest: z
    .object({
      connections: z.number(),
      inputs: z.record(z.enum(['beast', 'avr', 'sbs']), counters),
      httpFeeders: z.number(),
    })
    .nullable(),
  live: z.object({ aircraft: z.number(), messages: z.number(), withPosition: z.number() }),
  devices: z.object({ known: z.number(), online: z.number() }),
  traces: z.object({
    aircraft: z.number(),
    pointsInMemory: z.number(),
    pointsWritten: z.number(),
    chunksWritten: z.number(),
    bytesWritten: z.number(),
  }),
  /** Requests and connections refused since start (4xx answers, caps, timeouts). */
  refused: z.number(),
  /** Process memory: only for the operators of STATS_ADMIN_USER_IDS (null for everyone else). */
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }).nullable(),
});
export type SystemStats = z.infer<typeof systemStatsSchema>;

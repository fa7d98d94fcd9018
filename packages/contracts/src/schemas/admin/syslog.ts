// The system log (spec §7 `/adsb/syslog/list`): every back-office action with who, what, target,
// before/after, address and time, denied attempts included. Append-only: no call edits it.
import { z } from 'zod';
import { parseCompactDate } from '../../dates';
import { adminPageQuery, adminPageSchema } from './paging';

export const SYSLOG_OUTCOMES = ['ok', 'denied', 'failed'] as const;
export type SyslogOutcome = (typeof SYSLOG_OUTCOMES)[number];

const compactDate = z
  .string()
  .refine((text) => parseCompactDate(text) !== null, { error: 'validation.invalidFormat' });

/**
 * `GET /adsb/syslog/list`. As spec §7 says for syslog calls, the web turns its startTime/endTime
 * (seconds) into `startDate`/`endDate` (yyyyMMdd, China time, both days included).
 */
export const syslogQuerySchema = z.object({
  ...adminPageQuery,
  startDate: compactDate.optional(),
  endDate: compactDate.optional(),
  username: z.string().trim().max(50).optional(),
  action: z.string().trim().max(64).optional(),
  outcome: z.enum(SYSLOG_OUTCOMES).optional(),
});
export type SyslogQuery = z.infer<typeof syslogQuerySchema>;

export const syslogEntrySchema = z.object({
  id: z.number().int(),
  time: z.number().describe('Seconds'),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string().describe('e.g. role.create; the route for denied calls'),
  method: z.string(),
  path: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.enum(SYSLOG_OUTCOMES),
  status: z.number().int(),
  address: z.string(),
});
export type SyslogEntry = z.infer<typeof syslogEntrySchema>;
export const syslogPageSchema = adminPageSchema(syslogEntrySchema);

// Back-office operations (issue 16, part 2): scheduled jobs and their run logs, the message log,
// user statistics, exports and the WeChat official account. One place for web and server.
import { z } from 'zod';
import { parseCompactDate, formatCompactDate } from '../dates';
import { recordIdSchema } from './ids';

/** Run logs of a job come 6 to a page (spec §9). */
export const JOB_LOG_PAGE_SIZE = 6;

/** The permissions these pages and calls need. */
export const BMS_OPS_PERMISSIONS = {
  jobs: 'bms:job',
  messages: 'bms:msg',
  statistics: 'bms:statistics',
  wechat: 'bms:wx',
} as const;

const pageNumSchema = z.coerce.number().int().min(1).max(100_000).default(1);
const searchTextSchema = z.string().trim().max(64).optional();

/** `yyyyMMdd`, a real calendar date. */
export const compactDateSchema = z
  .string()
  .regex(/^\d{8}$/)
  .refine((text) => parseCompactDate(text) !== null, 'not a date');

/**
 * Spec §7: time-range calls take startTime/endTime in seconds and send them as startDate/endDate
 * `yyyyMMdd` (China time, the product's calendar).
 */
export function timeRangeToDates(
  startTime: number,
  endTime: number,
): { startDate: string; endDate: string } {
  const china = 8 * 3600;
  return {
    startDate: formatCompactDate(new Date((startTime + china) * 1000)),
    endDate: formatCompactDate(new Date((endTime + china) * 1000)),
  };
}

const dateRangeSchema = z.object({
  startDate: compactDateSchema.optional(),
  endDate: compactDateSchema.optional(),
});

// ---- scheduled jobs ----

export const JOB_STATUSES = ['active', 'paused'] as const;
export const JOB_OUTCOMES = ['running', 'success', 'failure'] as const;
export const JOB_TRIGGERS = ['schedule', 'manual'] as const;
/** process: every server process runs it on its own state; cluster: one process per firing. */
export const JOB_SCOPES = ['process', 'cluster'] as const;

/** A job's parameters: a small flat JSON object handed to its handler. */
export const jobParamsSchema = z
  .record(z.string().max(32), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
  .refine((params) => Object.keys(params).length <= 16, 'too many parameters');

export const jobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  handler: z.string(),
  cron: z.string(),
  params: jobParamsSchema,
  status: z.enum(JOB_STATUSES),
  description: z.string(),
  /** Declared by a module: it can be paused, edited and run, not deleted. */
  system: z.boolean(),
  scope: z.enum(JOB_SCOPES),
  /** Seconds since epoch. */
  lastRunAt: z.number().nullable(),
  lastOutcome: z.enum(JOB_OUTCOMES).nullable(),
  nextRunAt: z.number().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobHandlerSchema = z.object({ key: z.string(), scope: z.enum(JOB_SCOPES) });

export const jobQuerySchema = z.object({
  pageNum: pageNumSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  searchText: searchTextSchema,
  status: z.enum(JOB_STATUSES).optional(),
});
export type JobQuery = z.infer<typeof jobQuerySchema>;

export const jobPageSchema = z.object({
  list: z.array(jobSchema),
  total: z.number().int(),
  /** What a new job can run. */
  handlers: z.array(jobHandlerSchema),
});
export type JobPage = z.infer<typeof jobPageSchema>;

const jobNameSchema = z.string().trim().min(1).max(64);
const cronTextSchema = z.string().trim().min(9).max(120);

export const jobAddSchema = z.object({
  name: jobNameSchema,
  handler: z.string().min(1).max(64),
  cron: cronTextSchema,
  params: jobParamsSchema.default({}),
  description: z.string().trim().max(200).default(''),
  status: z.enum(JOB_STATUSES).default('active'),
});
export type JobAdd = z.input<typeof jobAddSchema>;

export const jobUpdateSchema = z.object({
  id: recordIdSchema,
  name: jobNameSchema.optional(),
  cron: cronTextSchema.optional(),
  params: jobParamsSchema.optional(),
  description: z.string().trim().max(200).optional(),
});
export type JobUpdate = z.input<typeof jobUpdateSchema>;

export const jobIdParamsSchema = z.object({ id: recordIdSchema });

/** Spec §3 job-log list: pageSize, pageNum, searchText, optional orderBy and orderType. */
export const jobLogQuerySchema = z.object({
  pageNum: pageNumSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(JOB_LOG_PAGE_SIZE),
  searchText: searchTextSchema,
  jobId: recordIdSchema.optional(),
  outcome: z.enum(JOB_OUTCOMES).optional(),
  orderBy: z.enum(['startedAt', 'endedAt', 'jobName']).optional(),
  orderType: z.enum(['asc', 'desc']).optional(),
});
export type JobLogQuery = z.input<typeof jobLogQuerySchema>;

export const jobLogSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int().nullable(),
  jobName: z.string(),
  trigger: z.enum(JOB_TRIGGERS),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  outcome: z.enum(JOB_OUTCOMES),
  message: z.string(),
  node: z.string(),
});
export type JobLog = z.infer<typeof jobLogSchema>;

export const jobLogPageSchema = z.object({
  list: z.array(jobLogSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type JobLogPage = z.infer<typeof jobLogPageSchema>;

// ---- message log ----

export const MESSAGE_CHANNELS = ['mail', 'sms'] as const;
export const MESSAGE_STATUSES = ['sent', 'failed'] as const;

export const messageQuerySchema = dateRangeSchema.extend({
  pageNum: pageNumSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  searchText: searchTextSchema,
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
});
export type MessageQuery = z.input<typeof messageQuerySchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string(),
  sentAt: z.number(),
});
export type MessageRecord = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  list: z.array(messageSchema),
  total: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

// ---- user statistics ----

/** At most a year of days per call. */
export const STATISTICS_MAX_DAYS = 366;

export const userStatisticsQuerySchema = z.object({
  startDate: compactDateSchema,
  endDate: compactDateSchema,
});

export const userStatisticsSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      signUps: z.number().int(),
      activeUsers: z.number().int(),
    }),
  ),
  totals: z.object({
    users: z.number().int(),
    signUps: z.number().int(),
    /** Distinct users active at least once in the range. */
    activeUsers: z.number().int(),
  }),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

// ---- exports ----

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Added to a list's own filters on its export call. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  /** Client-chosen id under which the export's progress can be asked for. */
  exportId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});

export const exportProgressSchema = z.object({
  rows: z.number().int(),
  /** Rows the filters matched when the export began. */
  total: z.number().int(),
  done: z.boolean(),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

export const exportIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
});

// ---- WeChat official account ----

const wxButtonBase = {
  name: z.string().trim().min(1).max(60),
};
const wxLeafSchema = z.discriminatedUnion('type', [
  z.object({ ...wxButtonBase, type: z.literal('click'), key: z.string().min(1).max(128) }),
  z.object({ ...wxButtonBase, type: z.literal('view'), url: z.url().max(1024) }),
  z.object({
    ...wxButtonBase,
    type: z.literal('miniprogram'),
    url: z.url().max(1024),
    appid: z.string().min(1).max(64),
    pagepath: z.string().min(1).max(256),
  }),
]);
export type WechatLeafButton = z.infer<typeof wxLeafSchema>;
const wxParentSchema = z.object({
  ...wxButtonBase,
  /** WeChat allows 5 entries under a top-level button. */
  sub_button: z.array(wxLeafSchema).min(1).max(5),
});
export const wechatButtonSchema = z.union([wxParentSchema, wxLeafSchema]);
export type WechatButton = z.infer<typeof wechatButtonSchema>;

/** WeChat allows 3 top-level buttons. */
export const wechatMenuSchema = z.object({
  buttons: z.array(wechatButtonSchema).min(1).max(3),
});
export type WechatMenu = z.infer<typeof wechatMenuSchema>;

export const wechatMenuStateSchema = z.object({
  configured: z.boolean(),
  buttons: z.array(wechatButtonSchema),
});
export type WechatMenuState = z.infer<typeof wechatMenuStateSchema>;

export const wechatUserSchema = z.object({
  openid: z.string(),
  nickname: z.string(),
  remark: z.string(),
  language: z.string(),
  subscribed: z.boolean(),
  subscribeTime: z.number().nullable(),
  syncedAt: z.number(),
});
export type WechatUser = z.infer<typeof wechatUserSchema>;

export const wechatUserQuerySchema = z.object({
  pageNum: pageNumSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  searchText: searchTextSchema,
});

export const wechatUserPageSchema = z.object({
  configured: z.boolean(),
  list: z.array(wechatUserSchema),
  total: z.number().int(),
  lastSyncAt: z.number().nullable(),
});
export type WechatUserPage = z.infer<typeof wechatUserPageSchema>;

export const wechatSyncResultSchema = z.object({ fetched: z.number().int() });

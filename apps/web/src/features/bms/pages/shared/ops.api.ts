// The calls of the operations pages (jobs, message log, statistics, WeChat), all under /adsb.
import {
  ADSB_PATHS,
  ADSB_ROOT,
  fillPath,
  type Job,
  type JobAdd,
  type JobLogPage,
  type JobLogQuery,
  type JobPage,
  type JobQuery,
  type JobUpdate,
  type MessagePage,
  type MessageQuery,
  type UserStatistics,
  type WechatButton,
  type WechatMenuState,
  type WechatUserPage,
} from '@skytrace/contracts';
import { http } from '../../../../api/client';
import { ApiError, type QueryValue } from '../../../../api/http';

type Query = Record<string, QueryValue>;

async function adsb<T>(
  method: 'GET' | 'POST',
  path: string,
  query?: Query,
  body?: unknown,
): Promise<T> {
  const envelope = await http.request<T>(path, { root: ADSB_ROOT, method, query, body });
  // The client hands 403 envelopes back (spec §8 password rule): here they are failures.
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const opsApi = {
  jobs: (query: JobQuery) => adsb<JobPage>('GET', ADSB_PATHS.jobQuery, query),
  jobLogs: (query: JobLogQuery) => adsb<JobLogPage>('GET', ADSB_PATHS.jobLogs, query as Query),
  addJob: (job: JobAdd) => adsb<Job>('POST', ADSB_PATHS.jobAdd, undefined, job),
  updateJob: (job: JobUpdate) => adsb<Job>('POST', ADSB_PATHS.jobUpdate, undefined, job),
  deleteJob: (id: number) => adsb<Job>('POST', fillPath(ADSB_PATHS.jobDelete, { id })),
  pauseJob: (id: number) => adsb<Job>('POST', fillPath(ADSB_PATHS.jobPause, { id })),
  resumeJob: (id: number) => adsb<Job>('POST', fillPath(ADSB_PATHS.jobResume, { id })),
  runJob: (id: number) =>
    // A run answers when it ended; a long job may take a while.
    http
      .request<Job>(fillPath(ADSB_PATHS.jobRun, { id }), {
        root: ADSB_ROOT,
        method: 'POST',
        timeoutMs: 120_000,
      })
      .then((envelope) => {
        if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
        return envelope.data;
      }),
  messages: (query: MessageQuery) =>
    adsb<MessagePage>('GET', ADSB_PATHS.messageList, query as Query),
  userStatistics: (query: { startDate: string; endDate: string }) =>
    adsb<UserStatistics>('GET', ADSB_PATHS.userStatistics, query),
  wechatMenu: () => adsb<WechatMenuState>('GET', ADSB_PATHS.wechatMenu),
  createWechatMenu: (buttons: WechatButton[]) =>
    adsb<null>('POST', ADSB_PATHS.wechatMenuCreate, undefined, { buttons }),
  syncWechatUsers: () => adsb<{ fetched: number }>('POST', ADSB_PATHS.wechatUserSync),
  wechatUsers: (query: { pageNum: number; pageSize: number; searchText?: string }) =>
    adsb<WechatUserPage>('GET', ADSB_PATHS.wechatUserList, query),
};

/** The message of a failed call (the server's translated `msg` when there is one). */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.body?.msg ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

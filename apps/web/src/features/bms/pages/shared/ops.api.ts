// The calls of the operations pages (jobs, message log, statistics, WeChat), all under /adsb.
import {
  ADSB_PATHS,
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
import { adsb } from '../../adsb';
import type { QueryValue } from '../../../../api/http';

type Query = Record<string, QueryValue>;

export const opsApi = {
  jobs: (query: JobQuery) => adsb<JobPage>('GET', ADSB_PATHS.jobQuery, query),
  jobLogs: (query: JobLogQuery) => adsb<JobLogPage>('GET', ADSB_PATHS.jobLogs, query as Query),
  addJob: (job: JobAdd) => adsb<Job>('POST', ADSB_PATHS.jobAdd, undefined, job),
  updateJob: (job: JobUpdate) => adsb<Job>('POST', ADSB_PATHS.jobUpdate, undefined, job),
  deleteJob: (id: number) => adsb<Job>('POST', fillPath(ADSB_PATHS.jobDelete, { id })),
  pauseJob: (id: number) => adsb<Job>('POST', fillPath(ADSB_PATHS.jobPause, { id })),
  resumeJob: (id: number) => adsb<Job>('POST', fillPath(ADSB_PATHS.jobResume, { id })),
  // A run answers when it ended; a long job may take a while.
  runJob: (id: number) =>
    adsb<Job>('POST', fillPath(ADSB_PATHS.jobRun, { id }), undefined, undefined, {
      timeoutMs: 120_000,
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

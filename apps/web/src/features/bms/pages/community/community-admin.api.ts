// The back office's feedback (`/adsb/feedback/*`) and activity (`/adsb/activity/*`) calls.
import {
  ADSB_PATHS,
  fillPath,
  type Activity,
  type ActivityAdd,
  type AdminFeedback,
  type FeedbackReply,
  type FeedbackStatus,
} from '@skytrace/contracts';
import { adsb } from '../../adsb';

export interface AdminPage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface FeedbackQuery {
  status?: FeedbackStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

export const communityAdminApi = {
  feedback: (query: FeedbackQuery) =>
    adsb<AdminPage<AdminFeedback>>('GET', ADSB_PATHS.feedbackAdminList, { ...query }),
  reply: (change: FeedbackReply) =>
    adsb<AdminFeedback>('POST', ADSB_PATHS.feedbackReply, undefined, change),
  activities: (query: { page: number; pageSize: number }) =>
    adsb<AdminPage<Activity>>('GET', ADSB_PATHS.activityAdminList, query),
  addActivity: (draft: ActivityAdd) =>
    adsb<Activity>('POST', ADSB_PATHS.activityAdd, undefined, draft),
  updateActivity: (id: number, draft: ActivityAdd) =>
    adsb<Activity>('POST', ADSB_PATHS.activityUpdate, undefined, { id, ...draft }),
  removeActivity: (id: number) =>
    adsb<Activity>('POST', fillPath(ADSB_PATHS.activityDelete, { id })),
};

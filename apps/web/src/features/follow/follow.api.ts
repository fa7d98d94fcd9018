// Follow calls (spec §7 follow/addFollow, deleteFollow, isFollow, dynamic/myFollow) and the
// Web Push subscription calls.
import {
  API_V2_PATHS,
  type AddFollow,
  type AlertRule,
  type AlertRuleInput,
  type FollowedFlight,
  type IsFollow,
  type MyFollowPage,
  type PushSubscribe,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError, type QueryValue } from '../../api/http';

async function get<T>(
  path: string,
  query?: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T> {
  const envelope = await http.get<T>(path, {
    ...(query ? { query } : {}),
    ...(signal ? { signal } : {}),
  });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const envelope = await http.post<T>(path, body);
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const followApi = {
  add: (follow: AddFollow) => post<FollowedFlight>(API_V2_PATHS.addFollow, follow),
  remove: (id: number) => post<null>(API_V2_PATHS.deleteFollow, { id }),
  isFollow: (query: Record<string, string>, signal?: AbortSignal) =>
    get<IsFollow>(API_V2_PATHS.isFollow, query, signal),
  mine: (page: number, signal?: AbortSignal) =>
    get<MyFollowPage>(API_V2_PATHS.myFollow, { page, size: 20 }, signal),
  pushKey: () => get<{ publicKey: string }>(API_V2_PATHS.pushKey),
  subscribe: (subscription: PushSubscribe) => post<null>(API_V2_PATHS.pushSubscribe, subscription),
};

export const alertApi = {
  list: (signal?: AbortSignal) => get<AlertRule[]>(API_V2_PATHS.alertRules, undefined, signal),
  save: (rule: AlertRuleInput) => post<AlertRule>(API_V2_PATHS.alertRuleSave, rule),
  remove: (id: number) => post<null>(API_V2_PATHS.alertRuleDelete, { id }),
};

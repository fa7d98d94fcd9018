import { parseUserInfo, type UserInfo } from '../session/user-info';
import { http } from './client';
import { ApiError } from './http';
import type { UserFetchOutcome } from '../app/guard';

/** GET /user/user/info: the signed-in user's profile. */
export async function fetchUserInfo(): Promise<UserInfo> {
  // The guard decides what a 401 means for the page, so no notice is shown here.
  const envelope = await http.get<unknown>('/user/user/info', { quietOn401: true });
  const user = parseUserInfo(envelope.data);
  if (user === null) throw new ApiError(200, 'invalid user info', envelope);
  return user;
}

/** Classifies a failed profile fetch for the guard. */
export function userFetchFailure(error: unknown): UserFetchOutcome {
  return error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'failed';
}

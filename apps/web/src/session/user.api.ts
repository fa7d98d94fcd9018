import { API_V2_PATHS } from '@skytrace/contracts';
import { parseUserInfo, type UserInfo } from './user-info';
import { http } from './api-client';
import { ApiError } from '../api/http';

/** How fetching GET /user/user/info ended, for the navigation guard. */
export type UserFetchOutcome = 'loaded' | 'unauthorized' | 'failed';

/** GET /user/user/info: the signed-in user's profile. */
export async function fetchUserInfo(): Promise<UserInfo> {
  // The guard decides what a 401 means for the page, so no notice is shown here.
  const envelope = await http.get<unknown>(API_V2_PATHS.userInfo, { quietOn401: true });
  const user = parseUserInfo(envelope.data);
  if (user === null) throw new ApiError(200, 'invalid user info', envelope);
  return user;
}

/** Classifies a failed profile fetch for the guard. */
export function userFetchFailure(error: unknown): UserFetchOutcome {
  return error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'failed';
}

// `GET /business/activity/list`: the activities touching a range of days.
import { API_V2_PATHS, type Activity, type ActivityKind } from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';

export async function listActivities(query: {
  from: string;
  to: string;
  kind?: ActivityKind | undefined;
}): Promise<Activity[]> {
  const envelope = await http.get<Activity[]>(API_V2_PATHS.activityList, {
    query,
  });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

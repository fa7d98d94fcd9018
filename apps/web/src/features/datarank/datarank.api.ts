import { API_V2_PATHS, type AirportRank, type RankPage } from '@skytrace/contracts';
import { http } from '../../session/api-client';

export async function loadRankPage(
  query: { scope: 'all' | 'my'; page: number; size: number; search?: string },
  signal?: AbortSignal,
): Promise<RankPage> {
  return (await http.get<RankPage>(API_V2_PATHS.deviceRank, { query: { ...query }, signal })).data;
}

export async function loadAirportRank(code: string, signal?: AbortSignal): Promise<AirportRank> {
  return (await http.get<AirportRank>(API_V2_PATHS.deviceAirportRank, { query: { code }, signal }))
    .data;
}

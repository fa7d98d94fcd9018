import {
  ADSB_PATHS,
  ADSB_ROOT,
  type AirportCoverRateRow,
  type AirportLanding,
  type CoverageDataRow,
  type UserRankRow,
} from '@skytrace/contracts';
import { http } from '../../../../api/client';
import { ApiError, type QueryValue } from '../../../../api/http';

async function adsb<T>(path: string, query: Record<string, QueryValue>): Promise<T> {
  const envelope = await http.request<T>(path, { root: ADSB_ROOT, method: 'GET', query });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const coverageApi = {
  data: (query: { searchDate: string; devType: 'adsb'; page: number; size: number }) =>
    adsb<{ total: number; rows: CoverageDataRow[] }>(ADSB_PATHS.coverageData, query),
  coverRate: (query: {
    startDate: string;
    endDate: string;
    page: number;
    size: number;
    search?: string;
  }) => adsb<{ total: number; rows: AirportCoverRateRow[] }>(ADSB_PATHS.airportCoverRate, query),
  landing: (query: { iata: string; date: string }) =>
    adsb<AirportLanding>(ADSB_PATHS.airportLanding, query),
  userRank: (query: { page: number; size: number; search?: string }) =>
    adsb<{ day: string | null; total: number; rows: UserRankRow[] }>(ADSB_PATHS.userRank, query),
};

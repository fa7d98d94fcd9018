import {
  ADSB_PATHS,
  ADSB_ROOT,
  type AirwayPage,
  type IndexRange,
  type LandingDetail,
  type Trajectory,
} from '@skytrace/contracts';
import { http } from '../../../../api/client';
import { ApiError, type QueryValue } from '../../../../api/http';

async function adsb<T>(path: string, query: Record<string, QueryValue>): Promise<T> {
  const envelope = await http.request<T>(path, { root: ADSB_ROOT, method: 'GET', query });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const restApi = {
  trajectory: (query: { icao?: string; flight?: string; startTime: number; endTime: number }) =>
    adsb<Trajectory>(ADSB_PATHS.trajectoryAny, query),
  landingDetail: (flightId: number) =>
    adsb<LandingDetail>(ADSB_PATHS.airportLandingDetail, { flightId }),
  indexRange: (query: { date: string; height: number }) =>
    adsb<IndexRange>(ADSB_PATHS.indexRange, query),
  airway: (query: { searchDate: string; search?: string; page: number; size: number }) =>
    adsb<AirwayPage>(ADSB_PATHS.airwayCoverage, query),
};

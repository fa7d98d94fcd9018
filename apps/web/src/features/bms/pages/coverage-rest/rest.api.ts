import {
  ADSB_PATHS,
  type AirwayPage,
  type SeawayPage,
  type IndexRange,
  type LandingDetail,
  type Trajectory,
} from '@skytrace/contracts';
import { adsbGet as adsb } from '../../adsb';

export const restApi = {
  trajectory: (query: { icao?: string; flight?: string; startTime: number; endTime: number }) =>
    adsb<Trajectory>(ADSB_PATHS.trajectoryAny, query),
  landingDetail: (flightId: number) =>
    adsb<LandingDetail>(ADSB_PATHS.airportLandingDetail, { flightId }),
  indexRange: (query: { date: string; height: number }) =>
    adsb<IndexRange>(ADSB_PATHS.indexRange, query),
  airway: (query: { searchDate: string; search?: string; page: number; size: number }) =>
    adsb<AirwayPage>(ADSB_PATHS.airwayCoverage, query),
  seaway: (query: { searchDate: string; search?: string; page: number; size: number }) =>
    adsb<SeawayPage>(ADSB_PATHS.seawayCoverage, query),
};

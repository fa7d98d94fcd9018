import {
  ADSB_PATHS,
  type AirportCoverRateRow,
  type AirportLanding,
  type CoverageDataRow,
  type UserRankRow,
} from '@skytrace/contracts';
import { adsbGet as adsb } from '../../adsb';

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

// The back office's airport calls (spec §7): `/adsb/airport/list` and the timeline of notices
// under `/adsb/airport/api/timeline` (list, add, update, delete/{id}).
import {
  ADSB_PATHS,
  fillPath,
  type AirportNotice,
  type AirportStatusRow,
  type NoticeKind,
} from '@skytrace/contracts';
import { adsb } from '../../adsb';

export interface AdminPage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NoticeDraft {
  kind: NoticeKind;
  text: string;
  startsAt: number;
  endsAt: number | null;
}

export const airportAdminApi = {
  airports: (query: { q?: string; page: number; pageSize: number }) =>
    adsb<AdminPage<AirportStatusRow>>('GET', ADSB_PATHS.airportList, query),
  notices: (query: { airport?: string; page: number; pageSize: number }) =>
    adsb<AdminPage<AirportNotice>>('GET', ADSB_PATHS.airportTimelineList, query),
  add: (airport: string, draft: NoticeDraft) =>
    adsb<AirportNotice>('POST', ADSB_PATHS.airportTimelineAdd, undefined, { airport, ...draft }),
  update: (id: number, draft: NoticeDraft) =>
    adsb<AirportNotice>('POST', ADSB_PATHS.airportTimelineUpdate, undefined, { id, ...draft }),
  remove: (id: number) =>
    adsb<AirportNotice>('POST', fillPath(ADSB_PATHS.airportTimelineDelete, { id })),
};

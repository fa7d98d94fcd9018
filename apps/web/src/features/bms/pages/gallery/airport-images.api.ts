// The back office's airport photos (spec §7): `/adsb/airport/image/list`, and the aliases
// `airport/image/audit/{id}` and `airport/image/reject/{id}` {reason}.
import { ADSB_PATHS, fillPath, type AirportImagePage, type Picture } from '@skytrace/contracts';
import { adsb } from '../../adsb';

export const airportImagesApi = {
  list: (query: { page: number; pageSize: number; status: number; iata?: string | undefined }) =>
    adsb<AirportImagePage>('GET', ADSB_PATHS.airportImageList, query),
  approve: (id: number) => adsb<Picture>('POST', fillPath(ADSB_PATHS.airportImageAudit, { id })),
  reject: (id: number, reason: string) =>
    adsb<Picture>('POST', fillPath(ADSB_PATHS.airportImageReject, { id }), undefined, { reason }),
};

// The back office's gallery calls (spec §7): `/adsb/image/getAuditImages`, `image/audit`,
// `image/read/{id}`, `index/show`.
import { ADSB_PATHS, fillPath, type AuditPage, type Picture } from '@skytrace/contracts';
import { adsb } from '../../adsb';

export const galleryAdminApi = {
  queue: (query: { page: number; pageSize: number; status: number; kind?: string | undefined }) =>
    adsb<AuditPage>('GET', ADSB_PATHS.auditImages, query),
  approve: (id: number) =>
    adsb<Picture>('POST', ADSB_PATHS.imageAudit, undefined, { id, status: 1 }),
  reject: (id: number, reason: string) =>
    adsb<Picture>('POST', ADSB_PATHS.imageAudit, undefined, { id, status: 2, reason }),
  markRead: (id: number) => adsb<Picture>('POST', fillPath(ADSB_PATHS.imageRead, { id })),
  showcase: (id: number, show: boolean) =>
    adsb<Picture>('POST', ADSB_PATHS.imageShowcase, undefined, { id, show }),
};

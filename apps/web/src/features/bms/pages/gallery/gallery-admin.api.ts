// The back office's gallery calls (spec §7): `/adsb/image/getAuditImages`, `image/audit`,
// `image/read/{id}`, `index/show`.
import { ADSB_PATHS, ADSB_ROOT, fillPath, type AuditPage, type Picture } from '@skytrace/contracts';
import { http } from '../../../../api/client';
import { ApiError, type QueryValue } from '../../../../api/http';

async function adsb<T>(
  method: 'GET' | 'POST',
  path: string,
  query?: Record<string, QueryValue>,
  body?: unknown,
) {
  const envelope = await http.request<T>(path, { root: ADSB_ROOT, method, query, body });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

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

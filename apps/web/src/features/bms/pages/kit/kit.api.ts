// The back office's kit calls (spec §7): applications (`/adsb/adsb/list`, `aduit`, `express`,
// reject reasons), fittings (`/adsb/adsb/fitting/*`) and agreements (`/adsb/device/contract/*`).
import {
  ADSB_PATHS,
  fillPath,
  type AdminApplication,
  type AdminContract,
  type AdminFitting,
  type Application,
  type Contract,
  type FittingApplication,
} from '@skytrace/contracts';
import { adsb } from '../../adsb';
import type { QueryValue } from '../../../../api/http';

type Query = Record<string, QueryValue>;
export interface KitPage<T> {
  list: T[];
  total: number;
}
export interface Reason {
  key: string;
  text: string;
}

export const kitAdminApi = {
  applications: (query: Query) =>
    adsb<KitPage<AdminApplication>>('GET', ADSB_PATHS.applicationList, query),
  audit: (id: number, status: 1 | 3, remark?: string) =>
    adsb<Application>('POST', ADSB_PATHS.applicationAudit, undefined, { id, status, remark }),
  expressApplication: (id: number, expressNumber: string) =>
    adsb<Application>('POST', ADSB_PATHS.applicationExpress, undefined, { id, expressNumber }),
  applicationReasons: () => adsb<Reason[]>('GET', ADSB_PATHS.applicationRejectReasons),
  fittings: (query: Query) => adsb<KitPage<AdminFitting>>('GET', ADSB_PATHS.fittingPage, query),
  approveFitting: (id: number) =>
    adsb<FittingApplication>('POST', fillPath(ADSB_PATHS.fittingApprove, { id })),
  expressFitting: (id: number, expressNumber: string) =>
    adsb<FittingApplication>('POST', fillPath(ADSB_PATHS.fittingExpress, { id }), undefined, {
      expressNumber,
    }),
  rejectFitting: (id: number, remark: string) =>
    adsb<FittingApplication>('POST', fillPath(ADSB_PATHS.fittingReject, { id }), undefined, {
      remark,
    }),
  fittingReasons: () => adsb<Reason[]>('GET', ADSB_PATHS.fittingRejectReasons),
  contracts: (query: Query) =>
    adsb<KitPage<AdminContract>>('GET', ADSB_PATHS.contractAdminList, query),
  renew: (id: number) => adsb<Contract>('POST', ADSB_PATHS.contractRenew, undefined, { id }),
  end: (id: number) => adsb<Contract>('POST', ADSB_PATHS.contractEnd, undefined, { id }),
};

// The export of the kit applications list (`/adsb/adsb/list` with its filters, status and
// text), streamed as .xlsx or CSV like the fittings' export, under the applications permission.
import {
  adminApplicationQuerySchema,
  translateMessage,
  ADSB_PATHS,
  KIT_PERMISSIONS,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { keysetBatches, registerExportRoute } from '../exports/export.route';
import { exportTime, type ExportColumn } from '../exports/export.stream';
import type { App } from '../http/types';
import {
  applicationsBefore,
  countApplications,
  type AdminApplicationRow,
} from './applications.repo';

const STATUS_KEYS = [
  'kitExport.pending',
  'kitExport.approved',
  'kitExport.sent',
  'kitExport.rejected',
] as const;

function applicationColumns(language: Language): ExportColumn<AdminApplicationRow>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('exportColumns.id'), width: 10, value: (row) => row.id },
    { header: t('kitExport.user'), width: 20, value: (row) => row.username },
    {
      header: t('kitExport.status'),
      value: (row) => t(STATUS_KEYS[row.status] ?? STATUS_KEYS[0]),
    },
    {
      header: t('kitAppExport.position'),
      width: 22,
      value: (row) => `${row.lat.toFixed(5)}, ${row.lon.toFixed(5)}`,
    },
    { header: t('kitAppExport.cableLength'), value: (row) => row.cableLength },
    { header: t('kitAppExport.feederLength'), value: (row) => row.feederLength },
    { header: t('kitAppExport.recommender'), width: 20, value: (row) => row.recommender },
    { header: t('kitExport.recipient'), width: 16, value: (row) => row.recipientName },
    { header: t('kitExport.phone'), width: 16, value: (row) => row.phone },
    { header: t('kitExport.address'), width: 40, value: (row) => `${row.address} ${row.postcode}` },
    { header: t('kitExport.express'), width: 20, value: (row) => row.expressNumber ?? '' },
    { header: t('kitExport.remark'), width: 30, value: (row) => row.remark ?? '' },
    { header: t('kitExport.createdAt'), width: 20, value: (row) => exportTime(row.createdAt) },
    {
      header: t('kitAppExport.auditedAt'),
      width: 20,
      value: (row) => (row.auditedAt ? exportTime(row.auditedAt) : ''),
    },
  ];
}

export function registerApplicationExport(app: App, db: Db, progress: ExportProgress): void {
  registerExportRoute(app, progress, {
    path: ADSB_PATHS.applicationExport,
    summary: 'The kit applications with the list filters as .xlsx or CSV, streamed',
    tags: ['back office: kit applications'],
    permission: KIT_PERMISSIONS.applications,
    action: 'application.export',
    filters: adminApplicationQuerySchema.pick({ status: true, searchText: true }),
    fileName: 'kit-applications',
    sheetName: 'applications',
    columns: applicationColumns,
    count: (filter) => countApplications(db, filter),
    source: (filter) =>
      keysetBatches(
        (before: number | undefined, limit) => applicationsBefore(db, filter, before, limit),
        (row) => row.id,
      ),
  });
}

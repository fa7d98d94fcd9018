// The user list and the system log as .xlsx or CSV (issue 16 item 4): the lists' own filters,
// rows streamed in id order by keyset batches, columns in the asker's language.
import {
  adminUserListQuerySchema,
  syslogQuerySchema,
  translateMessage,
  ADSB_PATHS,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import { adminActionsBefore, countAdminActions, type AdminActionRow } from '../access/syslog.repo';
import type { Db } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { keysetBatches, registerExportRoute } from '../exports/export.route';
import { exportTime, type ExportColumn } from '../exports/export.stream';
import type { App } from '../http/types';
import { SYSLOG_PERMISSION, USER_PERMISSION } from './permissions';
import { countUsers, usersAfter, type ListedUser } from './users.repo';

const userFilters = adminUserListQuerySchema.omit({ page: true, pageSize: true });
const syslogFilters = syslogQuerySchema.omit({ page: true, pageSize: true });

/** Before/after as one JSON cell, cut where a spreadsheet cell would refuse it. */
function json(value: unknown): string {
  if (value === null || value === undefined) return '';
  return JSON.stringify(value).slice(0, 32_000);
}

function userColumns(language: Language): ExportColumn<ListedUser>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('exportColumns.id'), width: 10, value: (row) => row.id },
    { header: t('exportColumns.username'), width: 20, value: (row) => row.username },
    { header: t('exportColumns.nickname'), width: 20, value: (row) => row.nickname },
    { header: t('exportColumns.realName'), width: 16, value: (row) => row.truename },
    { header: t('exportColumns.email'), width: 28, value: (row) => row.email },
    { header: t('exportColumns.phone'), width: 16, value: (row) => row.phone },
    { header: t('exportColumns.role'), width: 16, value: (row) => row.roleName },
    { header: t('exportColumns.status'), value: (row) => t(`exportValues.${row.status}`) },
    { header: t('exportColumns.createdAt'), width: 20, value: (row) => exportTime(row.createdAt) },
  ];
}

const OUTCOME_KEYS = {
  ok: 'exportValues.actionOk',
  denied: 'exportValues.actionDenied',
  failed: 'exportValues.actionFailed',
} as const;

function syslogColumns(language: Language): ExportColumn<AdminActionRow>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('exportColumns.id'), width: 10, value: (row) => row.id },
    { header: t('exportColumns.time'), width: 20, value: (row) => exportTime(row.at) },
    { header: t('exportColumns.username'), width: 20, value: (row) => row.username },
    { header: t('exportColumns.action'), width: 24, value: (row) => row.action },
    { header: t('exportColumns.method'), value: (row) => row.method },
    { header: t('exportColumns.path'), width: 30, value: (row) => row.path },
    { header: t('exportColumns.target'), width: 24, value: (row) => row.target },
    { header: t('exportColumns.outcome'), value: (row) => t(OUTCOME_KEYS[row.outcome]) },
    { header: t('exportColumns.status'), value: (row) => row.status },
    { header: t('exportColumns.address'), width: 18, value: (row) => row.address },
    { header: t('exportColumns.before'), width: 40, value: (row) => json(row.before) },
    { header: t('exportColumns.after'), width: 40, value: (row) => json(row.after) },
  ];
}

/** `GET /adsb/user/export` and `GET /adsb/syslog/export`, in the admin scope. */
export function registerAdminExports(admin: App, db: Db, progress: ExportProgress): void {
  registerExportRoute(admin, progress, {
    path: ADSB_PATHS.userExport,
    summary: 'The user list with its filters as .xlsx or CSV, streamed',
    tags: ['admin'],
    permission: USER_PERMISSION,
    action: 'user.export',
    filters: userFilters,
    fileName: 'users',
    sheetName: 'users',
    columns: userColumns,
    count: (filter) => countUsers(db, filter),
    source: (filter) =>
      keysetBatches(
        (after: number | undefined, limit) => usersAfter(db, filter, after, limit),
        (row) => row.id,
      ),
  });
  registerExportRoute(admin, progress, {
    path: ADSB_PATHS.syslogExport,
    summary: 'The system log with its filters as .xlsx or CSV, streamed',
    tags: ['admin'],
    permission: SYSLOG_PERMISSION,
    action: 'syslog.export',
    filters: syslogFilters,
    fileName: 'system-log',
    sheetName: 'system log',
    columns: syslogColumns,
    count: (filter) => countAdminActions(db, filter),
    source: (filter) =>
      keysetBatches(
        (before: number | undefined, limit) => adminActionsBefore(db, filter, before, limit),
        (row) => row.id,
      ),
  });
}

// The back office's kit calls (spec §7): applications `/adsb/adsb/list`, `aduit` (remark only
// when rejecting), `express`, their reject reasons; fittings `/adsb/adsb/fitting/page`,
// `approved/{id}`, `express/{id}`, `reject/{id}`, reasons and export. Each change is logged.
import {
  adminApplicationPageSchema,
  adminApplicationQuerySchema,
  adminFittingPageSchema,
  adminFittingQuerySchema,
  applicationAuditSchema,
  applicationExpressSchema,
  applicationSchema,
  envelopeSchema,
  fittingApplicationSchema,
  fittingExpressSchema,
  fittingIdParamsSchema,
  fittingRejectSchema,
  langQuerySchema,
  rejectReasonsSchema,
  translateMessage,
  ADSB_PATHS,
  APPLICATION_REJECT_REASONS,
  FITTING_REJECT_REASONS,
  KIT_PERMISSIONS,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { keysetBatches, registerExportRoute } from '../exports/export.route';
import type { ExportProgress } from '../exports/export.progress';
import { exportTime, type ExportColumn } from '../exports/export.stream';
import { ok } from '../http/envelope';
import { registerApplicationExport } from './applications.export';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import {
  countFittings,
  fittingsBefore,
  listApplications,
  listFittings,
  type AdminFittingRow,
} from './applications.repo';
import type { ApplicationsService } from './applications.service';
import { presentAdminFitting, type FittingsService } from './fittings.service';
import type { KitNotifier } from './kit.notify';

const tags = ['back office: kit applications'];
const secured = { security: [{ bearer: [] }] };
const { applications: applicationPermission, fittings: fittingPermission } = KIT_PERMISSIONS;
const STATUS_KEYS = [
  'kitExport.pending',
  'kitExport.approved',
  'kitExport.sent',
  'kitExport.rejected',
] as const;

function fittingColumns(language: Language): ExportColumn<AdminFittingRow>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('exportColumns.id'), width: 10, value: (row) => row.id },
    { header: t('kitExport.user'), width: 20, value: (row) => row.username },
    { header: t('kitExport.status'), value: (row) => t(STATUS_KEYS[row.status] ?? STATUS_KEYS[0]) },
    { header: t('kitExport.fittings'), width: 40, value: (row) => row.fittings.join(', ') },
    { header: t('kitExport.reason'), width: 40, value: (row) => row.reason },
    { header: t('kitExport.recipient'), width: 16, value: (row) => row.recipientName },
    { header: t('kitExport.phone'), width: 16, value: (row) => row.phone },
    { header: t('kitExport.address'), width: 40, value: (row) => `${row.address} ${row.postcode}` },
    { header: t('kitExport.express'), width: 20, value: (row) => row.expressNumber ?? '' },
    { header: t('kitExport.remark'), width: 30, value: (row) => row.remark ?? '' },
    { header: t('kitExport.createdAt'), width: 20, value: (row) => exportTime(row.createdAt) },
  ];
}

function reasons(language: Language, keys: readonly string[]) {
  return keys.map((key) => ({
    key,
    text: translateMessage(language, `kitReasons.${key}` as MessageKey),
  }));
}

export async function registerKitAdminRoutes(
  app: App,
  deps: {
    db: Db;
    applications: ApplicationsService;
    fittings: FittingsService;
    exportProgress?: ExportProgress;
    /** Tells the applicant of each state change (mail, SMS); absent without mail settings. */
    notifier?: KitNotifier;
  },
): Promise<void> {
  await registerAdminScope(app, deps.db);
  const { db, applications, fittings, notifier } = deps;
  app.get(
    ADSB_PATHS.applicationList,
    {
      schema: {
        summary: 'Kit applications, paged, by status and text',
        tags,
        ...secured,
        querystring: adminApplicationQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adminApplicationPageSchema) },
      },
      config: { permission: applicationPermission },
    },
    async (request) => {
      const { rows, total } = await listApplications(db, request.query);
      const list = await Promise.all(rows.map((row) => applications.adminRow(row)));
      return ok(request, { list, total });
    },
  );
  app.post(
    ADSB_PATHS.applicationAudit,
    {
      schema: {
        summary: 'Approves (1) or rejects (3, with remark) a pending application',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: applicationAuditSchema,
        response: { 200: envelopeSchema(applicationSchema) },
      },
      config: { permission: applicationPermission, action: 'application.audit' },
    },
    async (request) => {
      const { before, after } = await applications.audit(request.body);
      recordAdminAction(request, { target: `application ${after.id}`, before, after });
      await notifier?.changed('application', after);
      return ok(request, after);
    },
  );
  app.post(
    ADSB_PATHS.applicationExpress,
    {
      schema: {
        summary: 'Records the express number of an approved kit (status 2: sent)',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: applicationExpressSchema,
        response: { 200: envelopeSchema(applicationSchema) },
      },
      config: { permission: applicationPermission, action: 'application.express' },
    },
    async (request) => {
      const { before, after } = await applications.express(
        request.body.id,
        request.body.expressNumber,
      );
      recordAdminAction(request, { target: `application ${after.id}`, before, after });
      await notifier?.changed('application', after);
      return ok(request, after);
    },
  );
  const reasonRoute = (path: string, permission: string, keys: readonly string[]) =>
    app.get(
      path,
      {
        schema: {
          summary: 'Reject reasons to pick from, in the language asked for',
          tags,
          ...secured,
          querystring: langQuerySchema,
          response: { 200: envelopeSchema(rejectReasonsSchema) },
        },
        config: { permission },
      },
      (request) => ok(request, reasons(requestLanguage(request), keys)),
    );
  reasonRoute(
    ADSB_PATHS.applicationRejectReasons,
    applicationPermission,
    APPLICATION_REJECT_REASONS,
  );
  reasonRoute(ADSB_PATHS.fittingRejectReasons, fittingPermission, FITTING_REJECT_REASONS);
  app.get(
    ADSB_PATHS.fittingPage,
    {
      schema: {
        summary: 'Fitting requests, paged, by status and text',
        tags,
        ...secured,
        querystring: adminFittingQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adminFittingPageSchema) },
      },
      config: { permission: fittingPermission },
    },
    async (request) => {
      const { rows, total } = await listFittings(db, request.query);
      return ok(request, { list: rows.map(presentAdminFitting), total });
    },
  );
  app.post(
    ADSB_PATHS.fittingApprove,
    {
      schema: {
        summary: 'Approves a pending fitting request',
        tags,
        ...secured,
        params: fittingIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(fittingApplicationSchema) },
      },
      config: { permission: fittingPermission, action: 'fitting.approve' },
    },
    async (request) => {
      const { before, after } = await fittings.approve(request.params.id);
      recordAdminAction(request, { target: `fitting ${after.id}`, before, after });
      await notifier?.changed('fitting', after);
      return ok(request, after);
    },
  );
  app.post(
    ADSB_PATHS.fittingExpress,
    {
      schema: {
        summary: 'Records the express number of approved fittings (status 2: sent)',
        tags,
        ...secured,
        params: fittingIdParamsSchema,
        querystring: langQuerySchema,
        body: fittingExpressSchema,
        response: { 200: envelopeSchema(fittingApplicationSchema) },
      },
      config: { permission: fittingPermission, action: 'fitting.express' },
    },
    async (request) => {
      const { before, after } = await fittings.express(
        request.params.id,
        request.body.expressNumber,
      );
      recordAdminAction(request, { target: `fitting ${after.id}`, before, after });
      await notifier?.changed('fitting', after);
      return ok(request, after);
    },
  );
  app.post(
    ADSB_PATHS.fittingReject,
    {
      schema: {
        summary: 'Rejects a pending fitting request with a remark',
        tags,
        ...secured,
        params: fittingIdParamsSchema,
        querystring: langQuerySchema,
        body: fittingRejectSchema,
        response: { 200: envelopeSchema(fittingApplicationSchema) },
      },
      config: { permission: fittingPermission, action: 'fitting.reject' },
    },
    async (request) => {
      const { before, after } = await fittings.reject(request.params.id, request.body.remark);
      recordAdminAction(request, { target: `fitting ${after.id}`, before, after });
      await notifier?.changed('fitting', after);
      return ok(request, after);
    },
  );
  if (deps.exportProgress) registerApplicationExport(app, db, deps.exportProgress);
  if (deps.exportProgress) {
    registerExportRoute(app, deps.exportProgress, {
      path: ADSB_PATHS.fittingExport,
      summary: 'The fitting requests with the list filters as .xlsx or CSV, streamed',
      tags,
      permission: fittingPermission,
      action: 'fitting.export',
      filters: adminFittingQuerySchema.pick({ status: true, searchText: true }),
      fileName: 'fittings',
      sheetName: 'fittings',
      columns: fittingColumns,
      count: (filter) => countFittings(db, filter),
      source: (filter) =>
        keysetBatches(
          (before: number | undefined, limit) => fittingsBefore(db, filter, before, limit),
          (row) => row.id,
        ),
    });
  }
}

// `/business/contract/*` (the volunteer's agreements) and `/adsb/device/contract/*` (the back
// office: list, renew, end, export). Thin handlers over ContractsService.
import { z } from 'zod';
import {
  adminContractPageSchema,
  adminContractQuerySchema,
  contractCheckSchema,
  contractDocumentSchema,
  contractIdBodySchema,
  contractSchema,
  contractSignSchema,
  contractUuidQuerySchema,
  envelopeSchema,
  langQuerySchema,
  translateMessage,
  ADSB_PATHS,
  API_V2_PATHS,
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
import { requireUser } from '../http/guards';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import {
  contractsBefore,
  countContracts,
  listContracts,
  type AdminContractRow,
} from './contracts.repo';
import { presentAdminContract, type ContractsService } from './contracts.service';

const tags = ['contracts'];
const secured = { security: [{ bearer: [] }] };
const permission = KIT_PERMISSIONS.contracts;

export function registerContractRoutes(api: App, service: ContractsService): void {
  api.get(
    API_V2_PATHS.contractList,
    {
      schema: {
        summary: "The signed-in user's hosting agreements",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(contractSchema)) },
      },
    },
    async (request) => ok(request, await service.mine(requireUser(request).userId)),
  );
  api.get(
    API_V2_PATHS.contractDetail,
    {
      schema: {
        summary: 'One agreement with its text in the language asked for (own only)',
        tags,
        ...secured,
        querystring: contractUuidQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(contractDocumentSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.document(
          requireUser(request).userId,
          request.query.uuid,
          requestLanguage(request),
        ),
      ),
  );
  api.get(
    API_V2_PATHS.contractCheck,
    {
      schema: {
        summary: 'Whether an agreement can be signed now and whether it is in force',
        tags,
        ...secured,
        querystring: contractUuidQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(contractCheckSchema) },
      },
    },
    async (request) =>
      ok(request, await service.check(requireUser(request).userId, request.query.uuid)),
  );
  api.post(
    API_V2_PATHS.contractSign,
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: 'Signs a pending agreement with a name and an uploaded drawn signature',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: contractSignSchema,
        response: { 200: envelopeSchema(contractSchema) },
      },
    },
    async (request) => ok(request, await service.sign(requireUser(request).userId, request.body)),
  );
  api.get(
    API_V2_PATHS.contractPdf,
    {
      // Rendering embeds a CJK font subset: a few hundred ms of CPU, so it is limited.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'A signed agreement as a PDF (Chinese and English, with the signature)',
        tags,
        ...secured,
        querystring: contractUuidQuerySchema.extend(langQuerySchema.shape).extend({
          token: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { row, bytes } = await service.pdf(requireUser(request).userId, request.query.uuid);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="agreement-${row.uuid}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}

function exportColumns(language: Language): ExportColumn<AdminContractRow>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  const statusKey = {
    pending: 'kitExport.unsigned',
    signed: 'kitExport.signed',
    ended: 'kitExport.ended',
  } as const;
  return [
    { header: t('exportColumns.id'), width: 10, value: (row) => row.id },
    { header: t('kitExport.uuid'), width: 38, value: (row) => row.uuid },
    { header: t('kitExport.user'), width: 20, value: (row) => row.username },
    { header: t('kitExport.status'), value: (row) => t(statusKey[row.status]) },
    { header: t('kitExport.address'), width: 40, value: (row) => row.address },
    { header: t('kitExport.signer'), width: 16, value: (row) => row.signerName ?? '' },
    { header: t('kitExport.signedAt'), width: 20, value: (row) => exportTime(row.signedAt) },
    { header: t('kitExport.validUntil'), width: 20, value: (row) => exportTime(row.validUntil) },
    { header: t('kitExport.renewals'), value: (row) => row.renewals },
  ];
}

export async function registerContractAdminRoutes(
  app: App,
  deps: { db: Db; service: ContractsService; exportProgress?: ExportProgress },
): Promise<void> {
  await registerAdminScope(app, deps.db);
  const { db, service } = deps;
  app.get(
    ADSB_PATHS.contractAdminList,
    {
      schema: {
        summary: 'Hosting agreements, paged, by status and text',
        tags,
        ...secured,
        querystring: adminContractQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adminContractPageSchema) },
      },
      config: { permission },
    },
    async (request) => {
      const { rows, total } = await listContracts(db, request.query);
      return ok(request, { list: rows.map(presentAdminContract), total });
    },
  );
  const change = (path: string, action: string, summary: string, command: 'renew' | 'end') =>
    app.post(
      path,
      {
        schema: {
          summary,
          tags,
          ...secured,
          querystring: langQuerySchema,
          body: contractIdBodySchema,
          response: { 200: envelopeSchema(contractSchema) },
        },
        config: { permission, action },
      },
      async (request) => {
        const { before, after } = await service[command](request.body.id);
        recordAdminAction(request, { target: `contract ${request.body.id}`, before, after });
        return ok(request, after);
      },
    );
  change(
    ADSB_PATHS.contractRenew,
    'contract.renew',
    'Renews a signed agreement by a year',
    'renew',
  );
  change(ADSB_PATHS.contractEnd, 'contract.end', 'Ends an agreement', 'end');
  if (deps.exportProgress) {
    registerExportRoute(app, deps.exportProgress, {
      path: ADSB_PATHS.contractExport,
      summary: 'The agreements with the list filters as .xlsx or CSV, streamed',
      tags,
      permission,
      action: 'contract.export',
      filters: adminContractQuerySchema.pick({ status: true, searchText: true }),
      fileName: 'contracts',
      sheetName: 'contracts',
      columns: exportColumns,
      count: (filter) => countContracts(db, filter),
      source: (filter) =>
        keysetBatches(
          (before: number | undefined, limit) => contractsBefore(db, filter, before, limit),
          (row) => row.id,
        ),
    });
  }
}

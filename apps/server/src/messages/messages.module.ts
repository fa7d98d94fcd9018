import {
  envelopeSchema,
  langQuerySchema,
  messagePageSchema,
  messageQuerySchema,
  translateMessage,
  ADSB_PATHS,
  ADSB_ROOT,
  BMS_OPS_PERMISSIONS,
  type Language,
  type MessageKey,
  type MessageRecord,
} from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import type { Database } from '../db/db';
import type { Db } from '../db/db';
import { keysetBatches, registerExportRoute } from '../exports/export.route';
import type { ExportProgress } from '../exports/export.progress';
import { exportTime, type ExportColumn } from '../exports/export.stream';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { defineModule } from '../modules/define-module';
import { countMessages, listMessages, messagesBefore, type SentMessageRow } from './messages.repo';

const tags = ['back office: message log'];
const permission = BMS_OPS_PERMISSIONS.messages;
const filters = messageQuerySchema.omit({ pageNum: true, pageSize: true });

function present(row: SentMessageRow): MessageRecord {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    purpose: row.purpose,
    subject: row.subject,
    status: row.status,
    error: row.error,
    sentAt: Math.floor(row.sentAt.getTime() / 1000),
  };
}

function columns(language: Language): ExportColumn<SentMessageRow>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('exportColumns.id'), width: 10, value: (row) => row.id },
    { header: t('exportColumns.sentAt'), width: 20, value: (row) => exportTime(row.sentAt) },
    { header: t('exportColumns.channel'), value: (row) => t(`exportValues.${row.channel}`) },
    { header: t('exportColumns.recipient'), width: 28, value: (row) => row.recipient },
    { header: t('exportColumns.purpose'), value: (row) => row.purpose },
    { header: t('exportColumns.subject'), width: 30, value: (row) => row.subject },
    { header: t('exportColumns.status'), value: (row) => t(`exportValues.${row.status}`) },
    { header: t('exportColumns.error'), width: 30, value: (row) => row.error },
  ];
}

async function registerMessageRoutes(
  app: App,
  db: Db,
  exportProgress: ExportProgress | undefined,
): Promise<void> {
  await registerAdminScope(app, db);
  app.get(
    ADSB_PATHS.messageList,
    {
      schema: {
        summary: 'Every mail and SMS the system sent, with its status',
        tags,
        querystring: messageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(messagePageSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listMessages(db, {
        ...query,
        limit: query.pageSize,
        offset: (query.pageNum - 1) * query.pageSize,
      });
      return ok(request, { list: rows.map(present), total });
    },
  );
  if (!exportProgress) return;
  registerExportRoute(app, exportProgress, {
    path: ADSB_PATHS.messageExport,
    summary: 'The message log with the list filters as .xlsx or CSV, streamed',
    tags,
    permission,
    action: 'msg.export',
    filters,
    fileName: 'messages',
    sheetName: 'messages',
    columns,
    count: (filter) => countMessages(db, filter),
    source: (filter) =>
      keysetBatches(
        (before: number | undefined, limit) => messagesBefore(db, filter, before, limit),
        (row) => row.id,
      ),
  });
}

/** `/adsb/msg/list` and its export: the log the accounts domain writes as mail and SMS leave. */
export const messagesModule = defineModule<{
  database: Database;
  exportProgress?: ExportProgress;
}>({
  name: 'messages',
  role: 'http',
  routes: ({ database, exportProgress }) => [
    {
      prefix: ADSB_ROOT,
      register: (app) => registerMessageRoutes(app, database.db, exportProgress),
    },
  ],
  permissions: [{ name: BMS_OPS_PERMISSIONS.messages, label: 'bmsPermission.msg' }],
  menu: [
    {
      key: 'ops.messages',
      parent: 'ops',
      label: 'bmsMenu.messages',
      route: '/bms/ops/messages',
      permission: BMS_OPS_PERMISSIONS.messages,
      icon: 'mail',
      order: 2,
    },
  ],
});

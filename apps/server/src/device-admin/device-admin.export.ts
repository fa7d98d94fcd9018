// The devices export: the device list's filters, every matching device as .xlsx or CSV, streamed
// in keyset batches (exports/), headers and values in the caller's language.
import {
  adminDeviceQuerySchema,
  translateMessage,
  ADSB_PATHS,
  DEVICE_ADMIN_PERMISSION,
  type AdminDevice,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import { statsDay } from '../devices/device.live';
import { keysetBatches, registerExportRoute } from '../exports/export.route';
import type { ExportProgress } from '../exports/export.progress';
import { exportTime, type ExportColumn } from '../exports/export.stream';
import type { App } from '../http/types';
import { adminDevicesBefore, countAdminDevices } from './device-admin.repo';
import { presentDevice, type DeviceAdminDeps } from './device-admin.service';

const filters = adminDeviceQuerySchema.omit({ pageNum: true, pageSize: true });

function time(seconds: number | null): string {
  return seconds === null ? '' : exportTime(new Date(seconds * 1000));
}

function columns(language: Language): ExportColumn<AdminDevice>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('exportColumns.id'), width: 8, value: (row) => row.devId },
    { header: t('myDevices.colAlias'), width: 20, value: (row) => row.alias },
    { header: t('myDevices.colUuid'), width: 38, value: (row) => row.feederId },
    { header: t('myDevices.colOwner'), width: 18, value: (row) => row.ownerName },
    {
      header: t('myDevices.colKind'),
      // An unclaimed feeder is nobody's build yet.
      value: (row) =>
        row.ownerUserId === null ? '' : t(row.selfBuilt ? 'myDevices.selfBuilt' : 'myDevices.kit'),
    },
    { header: t('exportColumns.status'), value: (row) => t(`myDevices.status_${row.status}`) },
    { header: t('myDevices.colOfflineHours'), value: (row) => row.offlineHours },
    { header: t('myDevices.colLat'), value: (row) => row.lat },
    { header: t('myDevices.colLon'), value: (row) => row.lon },
    { header: t('myDevices.colFormat'), value: (row) => row.feedFormat },
    { header: t('exportColumns.address'), width: 18, value: (row) => row.lastAddress },
    { header: t('myDevices.colMessagesToday'), width: 14, value: (row) => row.messagesToday },
    { header: t('myDevices.colMessagesTotal'), width: 14, value: (row) => row.messagesTotal },
    { header: t('myDevices.colMaxRange'), value: (row) => row.maxRangeKm },
    { header: t('myDevices.colJoined'), width: 20, value: (row) => time(row.createdAt) },
    { header: t('myDevices.colLastSeen'), width: 20, value: (row) => time(row.lastSeen) },
  ];
}

export function registerDeviceExport(
  app: App,
  deps: DeviceAdminDeps & { exportProgress: ExportProgress },
): void {
  registerExportRoute(app, deps.exportProgress, {
    path: ADSB_PATHS.deviceExport,
    summary: 'The device list with its filters as .xlsx or CSV, streamed',
    tags: ['back office: devices'],
    permission: DEVICE_ADMIN_PERMISSION,
    action: 'device.export',
    filters,
    fileName: 'devices',
    sheetName: 'devices',
    columns,
    count: (filter) => countAdminDevices(deps.db, filter, deps.now()),
    source: (filter) => {
      const now = deps.now();
      const today = statsDay(now);
      return keysetBatches(
        async (before: number | undefined, limit) =>
          (await adminDevicesBefore(deps.db, filter, before, limit, now, today)).map((row) =>
            presentDevice(row, deps.registry, now),
          ),
        (row) => row.devId,
      );
    },
  });
}

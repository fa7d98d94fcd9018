import type { AdminDevice } from '@skytrace/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { online: 'green', offline: 'red', never: 'default' } as const;

/** Online, offline with its hours, or not enabled (never sent data). */
export function DeviceStatusTag({
  device,
}: {
  device: Pick<AdminDevice, 'status' | 'offlineHours'>;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[device.status]}>
      {device.status === 'offline' && device.offlineHours !== null
        ? t('myDevices.bms.offlineHours', { hours: device.offlineHours })
        : t(`myDevices.bms.statuses.${device.status}`)}
    </Tag>
  );
}

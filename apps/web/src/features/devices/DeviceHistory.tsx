import { DEVICE_DAY_FIELDS, type DeviceDay, type DeviceDayField } from '@skytrace/contracts';
import { Segmented, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayChart } from './DayChart';
import { historyCall, twoWeekCall } from './my-devices.api';

type Range = 'twoWeek' | 'history';

/** The 14-day and full daily history of one device, one §3 field at a time. */
export function DeviceHistory({ devId }: { devId: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('twoWeek');
  const [field, setField] = useState<DeviceDayField>('message_count');
  const [days, setDays] = useState<Partial<Record<Range, DeviceDay[]>>>({});
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (days[range] !== undefined) return;
    let current = true;
    (range === 'twoWeek' ? twoWeekCall(devId) : historyCall(devId)).then(
      (answer) => {
        if (current) setDays((known) => ({ ...known, [range]: answer }));
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [devId, range, days]);

  const shown = days[range];
  return (
    <div className="device-history">
      <div className="device-history__controls">
        <Segmented<Range>
          value={range}
          onChange={setRange}
          options={[
            { value: 'twoWeek', label: t('myDevices.mine.charts.twoWeek') },
            { value: 'history', label: t('myDevices.mine.charts.history') },
          ]}
        />
        <Select<DeviceDayField>
          value={field}
          onChange={setField}
          aria-label={t('myDevices.mine.charts.field')}
          className="device-history__field"
          options={DEVICE_DAY_FIELDS.map((name) => ({
            value: name,
            label: t(`myDevices.mine.fields.${name}`),
          }))}
        />
      </div>
      {failure !== undefined ? (
        <Typography.Text type="danger">
          {t('myDevices.common.loadFailed', { message: failure })}
        </Typography.Text>
      ) : shown === undefined ? (
        <Typography.Text type="secondary">{t('myDevices.mine.charts.loading')}</Typography.Text>
      ) : shown.length === 0 ? (
        <Typography.Text type="secondary">{t('myDevices.mine.charts.noHistory')}</Typography.Text>
      ) : (
        <DayChart
          days={shown}
          field={field}
          label={t(`myDevices.mine.fields.${field}`)}
          kind={range === 'twoWeek' ? 'bar' : 'line'}
          testId={`device-chart-${devId}`}
        />
      )}
    </div>
  );
}

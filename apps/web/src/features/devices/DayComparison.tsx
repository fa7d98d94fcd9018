import type { DeviceDayFigures } from '@skytrace/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePercent } from './device-format';

const ROWS = ['messages', 'positions', 'aircraft', 'maxRange', 'onlineHours'] as const;
const FIELD: Record<(typeof ROWS)[number], keyof DeviceDayFigures> = {
  messages: 'messages',
  positions: 'positions',
  aircraft: 'aircraft',
  maxRange: 'maxRangeKm',
  onlineHours: 'onlineHours',
};

/** Today versus yesterday, figure by figure, with the change in per cent. */
export function DayComparison(props: { today: DeviceDayFigures; yesterday: DeviceDayFigures }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rows = ROWS.map((row) => {
    const today = props.today[FIELD[row]];
    const yesterday = props.yesterday[FIELD[row]];
    return {
      key: row,
      label: t(`myDevices.mine.compare.${row}`),
      today,
      yesterday,
      change: changePercent(today, yesterday),
    };
  });
  return (
    <Table
      className="day-comparison"
      size="small"
      pagination={false}
      title={() => <Typography.Text strong>{t('myDevices.mine.compare.title')}</Typography.Text>}
      dataSource={rows}
      columns={[
        { dataIndex: 'label', title: '' },
        {
          dataIndex: 'today',
          title: t('myDevices.mine.compare.today'),
          align: 'right',
          render: (value: number) => number.format(value),
        },
        {
          dataIndex: 'yesterday',
          title: t('myDevices.mine.compare.yesterday'),
          align: 'right',
          render: (value: number) => number.format(value),
        },
        {
          dataIndex: 'change',
          title: '±',
          align: 'right',
          render: (value: number | null) =>
            value === null ? (
              '—'
            ) : (
              <Typography.Text type={value < 0 ? 'danger' : 'success'}>
                {value > 0 ? '+' : ''}
                {value}%
              </Typography.Text>
            ),
        },
      ]}
    />
  );
}

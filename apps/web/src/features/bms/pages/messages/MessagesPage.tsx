import { ReloadOutlined } from '@ant-design/icons';
import {
  ADSB_PATHS,
  timeRangeToDates,
  type MessagePage,
  type MessageRecord,
} from '@skytrace/contracts';
import { Button, DatePicker, Grid, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../shared/ExportButton';
import { formatSeconds } from '../shared/format';
import { opsApi } from '../shared/ops.api';
import { useLoaded } from '../shared/use-loaded';
import '../shared/ops.css';

const PAGE_SIZE = 10;

/** Every mail and SMS the system sent, with its status; filters and export. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [channel, setChannel] = useState<MessageRecord['channel']>();
  const [status, setStatus] = useState<MessageRecord['status']>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);

  // Spec §7: startTime/endTime in seconds go out as startDate/endDate yyyyMMdd.
  const dates = range
    ? timeRangeToDates(range[0].startOf('day').unix(), range[1].startOf('day').unix())
    : undefined;
  const filters = {
    searchText: searchText || undefined,
    channel,
    status,
    startDate: dates?.startDate,
    endDate: dates?.endDate,
  };

  const { data, error, loading, reload } = useLoaded<MessagePage>(
    () => opsApi.messages({ pageNum: page, pageSize: PAGE_SIZE, ...filters }),
    JSON.stringify([page, filters]),
  );

  const columns: ColumnsType<MessageRecord> = [
    {
      title: t('bmsOps.messages.sentAt'),
      dataIndex: 'sentAt',
      render: (value: number) => formatSeconds(value),
      width: 170,
    },
    {
      title: t('bmsOps.messages.channel'),
      dataIndex: 'channel',
      render: (value: MessageRecord['channel']) =>
        value === 'mail' ? t('bmsOps.messages.channelMail') : t('bmsOps.messages.channelSms'),
    },
    { title: t('bmsOps.messages.recipient'), dataIndex: 'recipient' },
    {
      title: t('bmsOps.messages.purpose'),
      dataIndex: 'purpose',
      // Code purposes are translated; another sender's purpose shows as it was recorded.
      render: (value: string) =>
        t(`bmsOps.purposes.${value}` as 'bmsOps.purposes.register', { defaultValue: value }),
    },
    ...(screens.md
      ? [{ title: t('bmsOps.messages.subject'), dataIndex: 'subject', ellipsis: true }]
      : []),
    {
      title: t('bmsOps.messages.status'),
      dataIndex: 'status',
      render: (value: MessageRecord['status'], record) =>
        value === 'sent' ? (
          <Tag color="green">{t('bmsOps.messages.statusSent')}</Tag>
        ) : (
          <Tag color="red" title={record.error}>
            {t('bmsOps.messages.statusFailed')}
          </Tag>
        ),
    },
    ...(screens.md
      ? [{ title: t('bmsOps.messages.error'), dataIndex: 'error', ellipsis: true }]
      : []),
  ];

  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPage(1);
      set(value);
    };

  return (
    <>
      <h1 className="bms-ops-title">{t('bmsOps.messages.title')}</h1>
      <div className="bms-ops-toolbar">
        <Input.Search
          allowClear
          placeholder={t('bmsOps.common.searchPlaceholder')}
          onSearch={(value) => reset(setSearchText)(value.trim())}
        />
        <Select<MessageRecord['channel']>
          allowClear
          style={{ width: 120 }}
          placeholder={t('bmsOps.messages.channel')}
          value={channel}
          onChange={reset(setChannel)}
          options={[
            { value: 'mail', label: t('bmsOps.messages.channelMail') },
            { value: 'sms', label: t('bmsOps.messages.channelSms') },
          ]}
        />
        <Select<MessageRecord['status']>
          allowClear
          style={{ width: 120 }}
          placeholder={t('bmsOps.messages.status')}
          value={status}
          onChange={reset(setStatus)}
          options={[
            { value: 'sent', label: t('bmsOps.messages.statusSent') },
            { value: 'failed', label: t('bmsOps.messages.statusFailed') },
          ]}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(value) =>
            reset(setRange)(value && value[0] && value[1] ? [value[0], value[1]] : null)
          }
        />
        <ExportButton path={ADSB_PATHS.messageExport} filters={filters} />
        <Button
          icon={<ReloadOutlined />}
          onClick={reload}
          aria-label={t('bmsOps.common.refresh')}
        />
      </div>
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <Table<MessageRecord>
        data-testid="messages-table"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('bmsOps.common.total', { total }),
          onChange: setPage,
        }}
      />
    </>
  );
}

import { ADSB_PATHS, type MessagePage, type MessageRecord } from '@skytrace/contracts';
import { DatePicker, Grid, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, RefreshButton, ListSearch } from '../shared/AdminTable';
import { ExportButton } from '../shared/ExportButton';
import { dayRangeDates, formatSeconds } from '../shared/format';
import { opsApi } from '../shared/ops.api';
import { useAdminPages } from '../shared/use-admin-pages';
import '../shared/ops.css';

/** The list's filters; the days go out as the dates of spec §7. */
interface MessageFilters {
  searchText: string | undefined;
  channel: MessageRecord['channel'] | undefined;
  status: MessageRecord['status'] | undefined;
  range: [Dayjs, Dayjs] | null;
}

/** The filters as the list and its export send them. */
function messageQuery({ range, ...chosen }: MessageFilters) {
  return { ...chosen, ...dayRangeDates(range) };
}

/** Every mail and SMS the system sent, with its status; filters and export. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const list = useAdminPages<MessageFilters, MessagePage>(
    (filters, paging) =>
      opsApi.messages({
        pageNum: paging.page,
        pageSize: paging.pageSize,
        ...messageQuery(filters),
      }),
    { searchText: undefined, channel: undefined, status: undefined, range: null },
  );
  const chosen = list.filters;

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

  return (
    <>
      <h1 className="bms-ops-title">{t('bmsOps.messages.title')}</h1>
      <div className="bms-ops-toolbar">
        <ListSearch onSearch={(searchText) => list.filter({ searchText })} />
        <Select<MessageRecord['channel']>
          allowClear
          style={{ width: 120 }}
          placeholder={t('bmsOps.messages.channel')}
          value={chosen.channel}
          onChange={(channel) => list.filter({ channel })}
          options={[
            { value: 'mail', label: t('bmsOps.messages.channelMail') },
            { value: 'sms', label: t('bmsOps.messages.channelSms') },
          ]}
        />
        <Select<MessageRecord['status']>
          allowClear
          style={{ width: 120 }}
          placeholder={t('bmsOps.messages.status')}
          value={chosen.status}
          onChange={(status) => list.filter({ status })}
          options={[
            { value: 'sent', label: t('bmsOps.messages.statusSent') },
            { value: 'failed', label: t('bmsOps.messages.statusFailed') },
          ]}
        />
        <DatePicker.RangePicker
          value={chosen.range}
          onChange={(value) =>
            list.filter({ range: value && value[0] && value[1] ? [value[0], value[1]] : null })
          }
        />
        <ExportButton path={ADSB_PATHS.messageExport} filters={messageQuery(chosen)} />
        <RefreshButton onClick={list.reload} />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<MessageRecord>
        data-testid="messages-table"
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
        columns={columns}
        showTotal
      />
    </>
  );
}

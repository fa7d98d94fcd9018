import { FEEDBACK_STATUSES, type AdminFeedback, type FeedbackStatus } from '@skytrace/contracts';
import { Button, DatePicker, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../shared/format';
import { AdminTable, RefreshButton, ListSearch } from '../shared/AdminTable';
import { useAdminPages } from '../shared/use-admin-pages';
import { communityAdminApi } from './community-admin.api';
import { ReplyDialog } from './ReplyDialog';
import '../shared/ops.css';

export const STATUS_COLOURS: Record<FeedbackStatus, string> = {
  new: 'blue',
  inProgress: 'gold',
  answered: 'green',
  closed: 'default',
};

/** The list's filters: a status, a text (or author, contact), the days it was sent. */
interface FeedbackFilters {
  status: FeedbackStatus | undefined;
  q: string | undefined;
  days: [Dayjs | null, Dayjs | null] | null;
}
const ALL_FEEDBACK: FeedbackFilters = { status: undefined, q: undefined, days: null };

/**
 * Users' feedback, newest first, filtered by status, text (or author, contact) and the days it
 * was sent; a row opens the reply dialog (reply and status). The reply shows on the author's
 * account page, marked until read.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AdminFeedback | null>(null);
  const list = useAdminPages(
    ({ days, ...filters }: FeedbackFilters, paging) =>
      communityAdminApi.feedback({
        ...filters,
        from: days?.[0]?.format('YYYY-MM-DD'),
        to: days?.[1]?.format('YYYY-MM-DD'),
        ...paging,
      }),
    ALL_FEEDBACK,
  );
  const columns: ColumnsType<AdminFeedback> = [
    { title: '#', dataIndex: 'id', key: 'id' },
    {
      title: t('feedback.bms.sent'),
      key: 'sent',
      render: (_, row) => formatSeconds(row.createdAt),
    },
    { title: t('feedback.bms.user'), dataIndex: 'username', key: 'user' },
    {
      title: t('feedback.text'),
      key: 'text',
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ maxWidth: 360, margin: 0 }}>
          {row.text}
        </Typography.Paragraph>
      ),
    },
    { title: t('feedback.contact'), dataIndex: 'contact', key: 'contact' },
    {
      title: t('feedback.bms.status'),
      key: 'status',
      render: (_, row) => (
        <Tag color={STATUS_COLOURS[row.status]}>{t(`feedback.statuses.${row.status}`)}</Tag>
      ),
    },
    {
      title: t('feedback.bms.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button size="small" onClick={() => setOpen(row)}>
          {t('feedback.bms.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsMenu.feedback')}</h1>
      <div className="bms-ops-toolbar">
        <Select<FeedbackStatus | 'all'>
          style={{ width: 160 }}
          aria-label={t('feedback.bms.filterStatus')}
          value={list.filters.status ?? 'all'}
          onChange={(value) => list.filter({ status: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('feedback.bms.allStatuses') },
            ...FEEDBACK_STATUSES.map((value) => ({
              value,
              label: t(`feedback.statuses.${value}`),
            })),
          ]}
        />
        <ListSearch
          style={{ width: 260 }}
          placeholder={t('feedback.bms.search')}
          aria-label={t('feedback.bms.search')}
          onSearch={(q) => list.filter({ q })}
        />
        <DatePicker.RangePicker
          aria-label={t('feedback.bms.dates')}
          value={list.filters.days}
          onChange={(days) => list.filter({ days })}
        />
        <RefreshButton onClick={list.reload} />
      </div>
      {list.error && <Typography.Text type="danger">{list.error}</Typography.Text>}
      <AdminTable<AdminFeedback>
        data-testid="bms-feedback"
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
        columns={columns}
      />
      {open && <ReplyDialog feedback={open} onClose={() => setOpen(null)} onDone={list.reload} />}
    </>
  );
}

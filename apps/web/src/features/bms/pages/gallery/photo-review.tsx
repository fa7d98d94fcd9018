// What the photo review pages share (the gallery queue and the airport photos): the state
// names, the state filter, the reject dialog and the table of photos with their author, dates
// and state.
import type { Picture } from '@skytrace/contracts';
import { Button, Image, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../shared/AdminTable';
import { formatSeconds } from '../shared/format';
import type { AdminPages } from '../shared/use-admin-pages';
import { useAdminFormDialog } from '../shared/use-admin-form-dialog';

export const PHOTO_PAGE_SIZE = 10;
const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;
const STATUS_COLOURS = ['gold', 'green', 'red'] as const;

/** A photo as the review lists answer it: with whether the back office has seen it. */
export type ReviewedPhoto = Picture & { read: boolean };

/** The review state filter (pending, approved, rejected). */
export function StatusSelect(props: { value: number; onChange: (status: number) => void }) {
  const { t } = useTranslation();
  return (
    <Select<number>
      style={{ width: 150 }}
      aria-label={t('gallery.bms.statusFilter')}
      value={props.value}
      onChange={props.onChange}
      options={STATUS_NAMES.map((name, value) => ({ value, label: t(`gallery.status.${name}`) }))}
    />
  );
}

/** A pending photo's approve (confirmed first) and reject buttons. */
export function ReviewButtons(props: { onApprove: () => void; onReject: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Popconfirm title={t('gallery.bms.approve')} onConfirm={props.onApprove}>
        <Button type="primary" size="small">
          {t('gallery.bms.approve')}
        </Button>
      </Popconfirm>
      <Button danger size="small" onClick={props.onReject}>
        {t('gallery.bms.reject')}
      </Button>
    </>
  );
}

/** Rejects with a reason (required: the author reads it on their page). */
export function RejectDialog(props: {
  id: number;
  /** The reason field's element id (its label points at it). */
  inputId: string;
  reject: (id: number, reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const form = useAdminFormDialog({
    draft: () => reason.trim(),
    check: (draft) => (draft === '' ? t('gallery.bms.reasonRequired') : undefined),
    send: (draft) => props.reject(props.id, draft),
    onDone: props.onDone,
    onClose: props.onClose,
  });
  return (
    <Modal
      {...form.modal}
      title={t('gallery.bms.rejectTitle', { id: props.id })}
      okText={t('gallery.bms.reject')}
      okButtonProps={{ ...form.modal.okButtonProps, danger: true }}
    >
      <label htmlFor={props.inputId} style={{ display: 'block', marginBottom: 8 }}>
        {t('gallery.bms.reason')}
      </label>
      <Input.TextArea
        id={props.inputId}
        maxLength={200}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {form.error && <Typography.Text type="danger">{form.error}</Typography.Text>}
    </Modal>
  );
}

/** One page of photos: id, photo, the page's own subject column, author, dates, state, actions. */
export function PhotoReviewTable<Row extends ReviewedPhoto>(props: {
  testId: string;
  subject: ColumnType<Row>;
  /** Whether the state column also says a photo was not seen yet. */
  showUnread: boolean;
  actions: (row: Row) => ReactNode;
  list: AdminPages;
  rows: Row[] | undefined;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('gallery.bms.photo'),
      render: (_, row) => (
        <Image width={96} height={64} src={row.url} style={{ objectFit: 'cover' }} />
      ),
    },
    props.subject,
    { title: t('gallery.bms.author'), render: (_, row) => row.author.name },
    { title: t('gallery.bms.shotDate'), dataIndex: 'shotDate' },
    {
      title: t('gallery.bms.uploadedAt'),
      dataIndex: 'createdAt',
      render: (value: number) => formatSeconds(value),
    },
    {
      title: t('gallery.bms.statusFilter'),
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOURS[row.status]}>
            {t(`gallery.status.${STATUS_NAMES[row.status]}`)}
          </Tag>
          {props.showUnread && !row.read && <Tag color="blue">{t('gallery.bms.unread')}</Tag>}
          {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('gallery.bms.actions'), fixed: 'right', render: (_, row) => props.actions(row) },
  ];
  return (
    <AdminTable<Row>
      data-testid={props.testId}
      list={props.list}
      rows={props.rows}
      total={props.total}
      columns={columns}
    />
  );
}

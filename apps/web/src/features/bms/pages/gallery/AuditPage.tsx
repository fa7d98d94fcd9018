import { ReloadOutlined } from '@ant-design/icons';
import type { AuditPicture } from '@skytrace/contracts';
import {
  App,
  Button,
  Image,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../shared/format';
import { failureText } from '../../../../api/failure';
import { useLoaded } from '../shared/use-loaded';
import { galleryAdminApi } from './gallery-admin.api';
import '../shared/ops.css';

const PAGE_SIZE = 10;
const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;
const STATUS_COLOURS = ['gold', 'green', 'red'] as const;

/** Rejects with a reason (required: the author reads it on their page). */
function RejectDialog(props: { id: number; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (reason.trim() === '') return setError(t('gallery.bms.reasonRequired'));
    setBusy(true);
    try {
      await galleryAdminApi.reject(props.id, reason.trim());
      props.onDone();
      props.onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('gallery.bms.rejectTitle', { id: props.id })}
      okText={t('gallery.bms.reject')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <label htmlFor="gallery-reject-reason" style={{ display: 'block', marginBottom: 8 }}>
        {t('gallery.bms.reason')}
      </label>
      <Input.TextArea
        id="gallery-reject-reason"
        maxLength={200}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}

/**
 * Photo review: the queue by state and kind; approve, reject with a reason, mark seen, and put
 * approved photos in the home showcase. Every change is logged by the server.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState(0);
  const [kind, setKind] = useState<string>();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const { data, error, loading, reload } = useLoaded(
    () => galleryAdminApi.queue({ page, pageSize: PAGE_SIZE, status, kind }),
    JSON.stringify([page, status, kind]),
  );
  const act = (work: Promise<unknown>, done: string) =>
    work.then(
      () => {
        void message.success(done);
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );

  const columns: ColumnsType<AuditPicture> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('gallery.bms.photo'),
      render: (_, row) => (
        <Image width={96} height={64} src={row.url} style={{ objectFit: 'cover' }} />
      ),
    },
    {
      title: t('gallery.bms.subject'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.kind === 'plane'
            ? [row.registration, row.aircraftType].filter(Boolean).join(' · ')
            : t('gallery.card.airportPhoto', { code: row.airport })}
          <br />
          <Typography.Text type="secondary">
            {[row.airline, row.kind === 'plane' ? row.airport : '', row.caption]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </span>
      ),
    },
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
          {!row.read && <Tag color="blue">{t('gallery.bms.unread')}</Tag>}
          {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('gallery.bms.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space wrap>
          {row.status === 0 && (
            <>
              <Popconfirm
                title={t('gallery.bms.approve')}
                onConfirm={() =>
                  void act(
                    galleryAdminApi.approve(row.id),
                    t('gallery.bms.approved', { id: row.id }),
                  )
                }
              >
                <Button type="primary" size="small">
                  {t('gallery.bms.approve')}
                </Button>
              </Popconfirm>
              <Button danger size="small" onClick={() => setRejecting(row.id)}>
                {t('gallery.bms.reject')}
              </Button>
            </>
          )}
          {!row.read && (
            <Button
              size="small"
              onClick={() => void act(galleryAdminApi.markRead(row.id), t('gallery.bms.read'))}
            >
              {t('gallery.bms.markRead')}
            </Button>
          )}
          {row.status === 1 && (
            <Button
              size="small"
              onClick={() =>
                void act(
                  galleryAdminApi.showcase(row.id, !row.showcase),
                  t('gallery.bms.showcased'),
                )
              }
            >
              {row.showcase ? t('gallery.bms.unshowcase') : t('gallery.bms.showcase')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('gallery.bms.title')}</h1>
      <div className="bms-ops-toolbar">
        <Select<number>
          style={{ width: 150 }}
          aria-label={t('gallery.bms.statusFilter')}
          value={status}
          onChange={(value) => {
            setPage(1);
            setStatus(value);
          }}
          options={STATUS_NAMES.map((name, value) => ({
            value,
            label: t(`gallery.status.${name}`),
          }))}
        />
        <Select<string>
          allowClear
          style={{ width: 150 }}
          aria-label={t('gallery.bms.kindFilter')}
          placeholder={t('gallery.bms.allKinds')}
          value={kind}
          onChange={(value) => {
            setPage(1);
            setKind(value);
          }}
          options={[
            { value: 'plane', label: t('gallery.upload.kindPlane') },
            { value: 'airport', label: t('gallery.upload.kindAirport') },
          ]}
        />
        <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('gallery.bms.refresh')} />
      </div>
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <Table<AuditPicture>
        data-testid="gallery-audit-table"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      {rejecting !== null && (
        <RejectDialog
          id={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            void message.success(t('gallery.bms.rejected', { id: rejecting }));
            reload();
          }}
        />
      )}
    </>
  );
}

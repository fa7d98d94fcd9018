import { ReloadOutlined } from '@ant-design/icons';
import type { AirportImagePage } from '@skytrace/contracts';
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
import { failureText } from '../../../../api/failure';
import { formatSeconds } from '../shared/format';
import { useLoaded } from '../shared/use-loaded';
import { airportImagesApi } from './airport-images.api';
import '../shared/ops.css';

type Row = AirportImagePage['list'][number];
const PAGE_SIZE = 10;
const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;
const STATUS_COLOURS = ['gold', 'green', 'red'] as const;

/** Rejects through `airport/image/reject/{id}` with the reason the author reads. */
function RejectAirportDialog(props: { id: number; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (reason.trim() === '') return setError(t('gallery.bms.reasonRequired'));
    setBusy(true);
    airportImagesApi.reject(props.id, reason.trim()).then(
      () => {
        props.onDone();
        props.onClose();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failureText(failure));
      },
    );
  };
  return (
    <Modal
      open
      title={t('gallery.bms.rejectTitle', { id: props.id })}
      okText={t('gallery.bms.reject')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <label htmlFor="airport-reject-reason" style={{ display: 'block', marginBottom: 8 }}>
        {t('gallery.bms.reason')}
      </label>
      <Input.TextArea
        id="airport-reject-reason"
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
 * Airport photos: their own list (spec §7 `/adsb/airport/image/list`) by state and IATA code,
 * approved and rejected through the `airport/image/*` aliases. Every change is logged.
 */
export default function AirportImagesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState(0);
  const [iata, setIata] = useState<string>();
  const [iataError, setIataError] = useState(false);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const { data, error, loading, reload } = useLoaded(
    () => airportImagesApi.list({ page, pageSize: PAGE_SIZE, status, iata }),
    JSON.stringify([page, status, iata]),
  );
  const approve = (id: number) =>
    airportImagesApi.approve(id).then(
      () => {
        void message.success(t('gallery.bms.approved', { id }));
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );

  const columns: ColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('gallery.bms.photo'),
      render: (_, row) => (
        <Image width={96} height={64} src={row.url} style={{ objectFit: 'cover' }} />
      ),
    },
    {
      title: t('gallery.bms.iataFilter'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.airport}
          {row.caption && (
            <>
              <br />
              <Typography.Text type="secondary">{row.caption}</Typography.Text>
            </>
          )}
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
          {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('gallery.bms.actions'),
      fixed: 'right',
      render: (_, row) =>
        row.status === 0 ? (
          <Space wrap>
            <Popconfirm title={t('gallery.bms.approve')} onConfirm={() => void approve(row.id)}>
              <Button type="primary" size="small">
                {t('gallery.bms.approve')}
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRejecting(row.id)}>
              {t('gallery.bms.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('gallery.bms.airportTitle')}</h1>
      <Typography.Paragraph type="secondary">{t('gallery.bms.airportLead')}</Typography.Paragraph>
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
        <Input.Search
          allowClear
          style={{ width: 180 }}
          maxLength={3}
          aria-label={t('gallery.bms.iataFilter')}
          placeholder={t('gallery.bms.iataFilter')}
          status={iataError ? 'error' : ''}
          onSearch={(value) => {
            const code = value.trim();
            const valid = code === '' || /^[A-Za-z]{3}$/.test(code);
            setIataError(!valid);
            if (!valid) return;
            setPage(1);
            setIata(code === '' ? undefined : code.toUpperCase());
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('gallery.bms.refresh')} />
      </div>
      {iataError && <Typography.Text type="danger">{t('gallery.bms.iataInvalid')}</Typography.Text>}
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <Table<Row>
        data-testid="airport-images-table"
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
        <RejectAirportDialog
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

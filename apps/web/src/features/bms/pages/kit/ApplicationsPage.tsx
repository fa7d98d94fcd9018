import { ReloadOutlined } from '@ant-design/icons';
import { ADSB_PATHS, type AdminApplication } from '@skytrace/contracts';
import {
  App,
  Button,
  Grid,
  Image,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToken } from '../../../../session/auth.store';
import { ExportButton } from '../shared/ExportButton';
import { formatSeconds } from '../shared/format';
import { failureText } from '../shared/ops.api';
import { useLoaded } from '../shared/use-loaded';
import { ExpressDialog, KitStatusTag, RejectDialog, STATUS_NAMES } from './KitDialogs';
import { kitAdminApi, type Reason } from './kit.api';
import '../shared/ops.css';
import './kit.css';

const PAGE_SIZE = 10;

/** An owner-only stored file as an <img> source: the token goes in the query (spec §7). */
function photoSource(url: string): string {
  const token = currentToken();
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}

/**
 * Kit applications: approve (which makes the volunteer's pending agreement), reject with a
 * remark (only then, spec §4), and record the express number when the kit ships.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number>();
  const [searchText, setSearchText] = useState('');
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null);
  const [shipping, setShipping] = useState<AdminApplication | null>(null);
  const [reasons, setReasons] = useState<Reason[]>([]);
  const filters = { status, searchText: searchText || undefined };
  const { data, error, loading, reload } = useLoaded(
    () => kitAdminApi.applications({ pageNum: page, pageSize: PAGE_SIZE, ...filters }),
    JSON.stringify([page, filters]),
  );

  const approve = (row: AdminApplication) =>
    kitAdminApi.audit(row.id, 1).then(
      () => {
        void message.success(t('kit.bms.applications.approved', { id: row.id }));
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );
  const openReject = (row: AdminApplication) => {
    setRejecting(row);
    kitAdminApi.applicationReasons().then(setReasons, () => setReasons([]));
  };

  const columns: ColumnsType<AdminApplication> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('kit.bms.applications.user'), dataIndex: 'username' },
    {
      title: t('kit.bms.applications.status'),
      dataIndex: 'status',
      render: (value: AdminApplication['status'], row) => (
        <>
          <KitStatusTag status={value} />
          {row.remark && <span className="kit-remark">{row.remark}</span>}
          {row.expressNumber && <div className="kit-nowrap">{row.expressNumber}</div>}
        </>
      ),
    },
    {
      title: t('kit.bms.applications.recipient'),
      render: (_, row) => (
        <span className="kit-nowrap">
          {row.recipientName}
          <br />
          <Typography.Text type="secondary">{row.phone}</Typography.Text>
        </span>
      ),
    },
    ...(screens.md
      ? [
          {
            title: t('kit.bms.applications.address'),
            render: (_: unknown, row: AdminApplication) => `${row.address} ${row.postcode}`,
            ellipsis: true,
            width: 240,
          },
          {
            title: t('kit.bms.applications.location'),
            render: (_: unknown, row: AdminApplication) => (
              <span className="kit-nowrap">
                {row.lat.toFixed(4)}, {row.lon.toFixed(4)}
              </span>
            ),
          },
          {
            title: t('kit.bms.applications.lengths'),
            render: (_: unknown, row: AdminApplication) => (
              <span className="kit-nowrap">
                {row.cableLength} m / {row.feederLength} m
              </span>
            ),
          },
          { title: t('kit.bms.applications.recommender'), dataIndex: 'recommender' },
        ]
      : []),
    {
      title: t('kit.bms.applications.photos'),
      render: (_, row) => (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {row.photos.map((photo) => (
              <Image key={photo.file} width={48} height={36} src={photoSource(photo.url)} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      title: t('kit.bms.applications.createdAt'),
      dataIndex: 'createdAt',
      render: (value: number) => formatSeconds(value),
      width: 170,
    },
    {
      title: t('kit.bms.applications.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space wrap>
          {row.status === 0 && (
            <>
              <Popconfirm
                title={t('kit.bms.applications.approve')}
                onConfirm={() => void approve(row)}
              >
                <Button type="primary" size="small">
                  {t('kit.bms.applications.approve')}
                </Button>
              </Popconfirm>
              <Button danger size="small" onClick={() => openReject(row)}>
                {t('kit.bms.applications.reject')}
              </Button>
            </>
          )}
          {(row.status === 1 || row.status === 2) && (
            <Button size="small" onClick={() => setShipping(row)}>
              {t('kit.bms.applications.ship')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('kit.bms.applications.title')}</h1>
      <div className="bms-ops-toolbar">
        <Input.Search
          allowClear
          placeholder={t('bmsOps.common.searchPlaceholder')}
          onSearch={(value) => {
            setPage(1);
            setSearchText(value.trim());
          }}
        />
        <Select<number>
          allowClear
          style={{ width: 170 }}
          placeholder={t('kit.bms.applications.all')}
          value={status}
          onChange={(value) => {
            setPage(1);
            setStatus(value);
          }}
          options={STATUS_NAMES.map((name, value) => ({ value, label: t(`kit.status.${name}`) }))}
        />
        <ExportButton path={ADSB_PATHS.applicationExport} filters={filters} />
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
      <Table<AdminApplication>
        data-testid="kit-applications-table"
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
      {rejecting && (
        <RejectDialog
          title={t('kit.bms.applications.rejectTitle', { id: rejecting.id })}
          reasons={reasons}
          onClose={() => setRejecting(null)}
          onSubmit={async (remark) => {
            await kitAdminApi.audit(rejecting.id, 3, remark);
            void message.success(t('kit.bms.applications.rejected', { id: rejecting.id }));
            reload();
          }}
        />
      )}
      {shipping && (
        <ExpressDialog
          title={t('kit.bms.applications.shipTitle', { id: shipping.id })}
          initial={shipping.expressNumber}
          onClose={() => setShipping(null)}
          onSubmit={async (expressNumber) => {
            await kitAdminApi.expressApplication(shipping.id, expressNumber);
            void message.success(t('kit.bms.applications.shipped', { id: shipping.id }));
            reload();
          }}
        />
      )}
    </>
  );
}

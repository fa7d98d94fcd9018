import { ReloadOutlined } from '@ant-design/icons';
import { ADSB_PATHS, type AdminFitting } from '@skytrace/contracts';
import { App, Button, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../shared/ExportButton';
import { formatSeconds } from '../shared/format';
import { failureText } from '../shared/ops.api';
import { useLoaded } from '../shared/use-loaded';
import { ExpressDialog, KitStatusTag, RejectDialog, STATUS_NAMES } from './KitDialogs';
import { kitAdminApi, type Reason } from './kit.api';
import '../shared/ops.css';
import './kit.css';

const PAGE_SIZE = 10;

/** Fitting requests: approve, record the express number, or reject with a reason; export. */
export default function FittingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number>();
  const [searchText, setSearchText] = useState('');
  const [rejecting, setRejecting] = useState<AdminFitting | null>(null);
  const [shipping, setShipping] = useState<AdminFitting | null>(null);
  const [reasons, setReasons] = useState<Reason[]>([]);
  const filters = { status, searchText: searchText || undefined };
  const { data, error, loading, reload } = useLoaded(
    () => kitAdminApi.fittings({ pageNum: page, pageSize: PAGE_SIZE, ...filters }),
    JSON.stringify([page, filters]),
  );

  const approve = (row: AdminFitting) =>
    kitAdminApi.approveFitting(row.id).then(
      () => {
        void message.success(t('kit.bms.fittings.approved', { id: row.id }));
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );

  const columns: ColumnsType<AdminFitting> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('kit.bms.applications.user'), dataIndex: 'username' },
    {
      title: t('kit.bms.applications.status'),
      dataIndex: 'status',
      render: (value: AdminFitting['status'], row) => (
        <>
          <KitStatusTag status={value} />
          {row.remark && <span className="kit-remark">{row.remark}</span>}
          {row.expressNumber && <div className="kit-nowrap">{row.expressNumber}</div>}
        </>
      ),
    },
    {
      title: t('kit.bms.fittings.fittings'),
      render: (_, row) =>
        row.fittings
          .map((fitting) => t(`kit.fittingNames.${fitting}`))
          .join(t('kit.listSeparator')),
    },
    { title: t('kit.bms.fittings.reason'), dataIndex: 'reason', ellipsis: true, width: 220 },
    {
      title: t('kit.bms.applications.recipient'),
      render: (_, row) => (
        <>
          {row.recipientName} · {row.phone}
          <br />
          <Typography.Text type="secondary">
            {row.address} {row.postcode}
          </Typography.Text>
        </>
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
              <Button
                danger
                size="small"
                onClick={() => {
                  setRejecting(row);
                  kitAdminApi.fittingReasons().then(setReasons, () => setReasons([]));
                }}
              >
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
      <h1 className="bms-ops-title">{t('kit.bms.fittings.title')}</h1>
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
        <ExportButton path={ADSB_PATHS.fittingExport} filters={filters} />
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
      <Table<AdminFitting>
        data-testid="kit-fittings-table"
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
          title={t('kit.bms.fittings.rejectTitle', { id: rejecting.id })}
          reasons={reasons}
          onClose={() => setRejecting(null)}
          onSubmit={async (remark) => {
            await kitAdminApi.rejectFitting(rejecting.id, remark);
            void message.success(t('kit.bms.fittings.rejected', { id: rejecting.id }));
            reload();
          }}
        />
      )}
      {shipping && (
        <ExpressDialog
          title={t('kit.bms.fittings.shipTitle', { id: shipping.id })}
          initial={shipping.expressNumber}
          onClose={() => setShipping(null)}
          onSubmit={async (expressNumber) => {
            await kitAdminApi.expressFitting(shipping.id, expressNumber);
            void message.success(t('kit.bms.fittings.shipped', { id: shipping.id }));
            reload();
          }}
        />
      )}
    </>
  );
}

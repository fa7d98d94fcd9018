import { ReloadOutlined } from '@ant-design/icons';
import {
  ADSB_PATHS,
  CONTRACT_STATUSES,
  type AdminContract,
  type ContractStatus,
} from '@skytrace/contracts';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../shared/ExportButton';
import { formatSeconds } from '../shared/format';
import { failureText } from '../shared/ops.api';
import { useLoaded } from '../shared/use-loaded';
import { kitAdminApi } from './kit.api';
import '../shared/ops.css';
import './kit.css';

const PAGE_SIZE = 10;
const COLOURS: Record<ContractStatus, string> = {
  pending: 'gold',
  signed: 'green',
  ended: 'default',
};

/** Hosting agreements: renew a signed one by a year, end one; export. */
export default function ContractsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ContractStatus>();
  const [searchText, setSearchText] = useState('');
  const filters = { status, searchText: searchText || undefined };
  const { data, error, loading, reload } = useLoaded(
    () => kitAdminApi.contracts({ pageNum: page, pageSize: PAGE_SIZE, ...filters }),
    JSON.stringify([page, filters]),
  );

  const renew = (row: AdminContract) =>
    kitAdminApi.renew(row.id).then(
      (after) => {
        void message.success(
          t('kit.bms.contracts.renewed', { id: row.id, date: formatSeconds(after.validUntil) }),
        );
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );
  const end = (row: AdminContract) =>
    kitAdminApi.end(row.id).then(
      () => {
        void message.success(t('kit.bms.contracts.ended', { id: row.id }));
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );

  const columns: ColumnsType<AdminContract> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('kit.bms.applications.user'), dataIndex: 'username' },
    {
      title: t('kit.bms.applications.status'),
      dataIndex: 'status',
      render: (value: ContractStatus) => (
        <Tag color={COLOURS[value]}>{t(`kit.contracts.status.${value}`)}</Tag>
      ),
    },
    { title: t('kit.bms.applications.address'), dataIndex: 'address', ellipsis: true, width: 240 },
    { title: t('kit.bms.contracts.signer'), dataIndex: 'signerName' },
    {
      title: t('kit.bms.contracts.signedAt'),
      dataIndex: 'signedAt',
      render: (value: number | null) => formatSeconds(value),
    },
    {
      title: t('kit.bms.contracts.validUntil'),
      dataIndex: 'validUntil',
      render: (value: number | null) => formatSeconds(value),
    },
    { title: t('kit.bms.contracts.renewals'), dataIndex: 'renewals', width: 90 },
    {
      title: t('kit.bms.applications.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space wrap>
          {row.status === 'signed' && (
            <Popconfirm title={t('kit.bms.contracts.renew')} onConfirm={() => void renew(row)}>
              <Button size="small" type="primary">
                {t('kit.bms.contracts.renew')}
              </Button>
            </Popconfirm>
          )}
          {row.status !== 'ended' && (
            <Popconfirm
              title={t('kit.bms.contracts.confirmEnd', { id: row.id })}
              onConfirm={() => void end(row)}
            >
              <Button size="small" danger>
                {t('kit.bms.contracts.end')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('kit.bms.contracts.title')}</h1>
      <div className="bms-ops-toolbar">
        <Input.Search
          allowClear
          placeholder={t('bmsOps.common.searchPlaceholder')}
          onSearch={(value) => {
            setPage(1);
            setSearchText(value.trim());
          }}
        />
        <Select<ContractStatus>
          allowClear
          style={{ width: 170 }}
          placeholder={t('kit.bms.applications.all')}
          value={status}
          onChange={(value) => {
            setPage(1);
            setStatus(value);
          }}
          options={CONTRACT_STATUSES.map((value) => ({
            value,
            label: t(`kit.contracts.status.${value}`),
          }))}
        />
        <ExportButton path={ADSB_PATHS.contractExport} filters={filters} />
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
      <Table<AdminContract>
        data-testid="kit-contracts-table"
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
    </>
  );
}

import {
  ADSB_PATHS,
  CONTRACT_STATUSES,
  type AdminContract,
  type ContractStatus,
} from '@skytrace/contracts';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../shared/AdminListPage';
import { formatSeconds } from '../shared/format';
import { failureText } from '../../../../api/failure';
import { useAdminList } from '../shared/use-admin-list';
import { kitAdminApi } from './kit.api';
import './kit.css';

const COLOURS: Record<ContractStatus, string> = {
  pending: 'gold',
  signed: 'green',
  ended: 'default',
};

/** Hosting agreements: renew a signed one by a year, end one; export. */
export default function ContractsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useAdminList<AdminContract, ContractStatus>(kitAdminApi.contracts);
  const { reload } = list;

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
    <AdminListPage<AdminContract, ContractStatus>
      title={t('kit.bms.contracts.title')}
      testId="kit-contracts-table"
      list={list}
      columns={columns}
      statusOptions={CONTRACT_STATUSES.map((value) => ({
        value,
        label: t(`kit.contracts.status.${value}`),
      }))}
      exportPath={ADSB_PATHS.contractExport}
    />
  );
}

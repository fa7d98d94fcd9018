import { ADSB_PATHS, type UserRankRow } from '@skytrace/contracts';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, RefreshButton, ListSearch } from '../shared/AdminTable';
import { ExportButton } from '../shared/ExportButton';
import { useAdminPages } from '../shared/use-admin-pages';
import { coverageApi } from './coverage.api';
import '../shared/ops.css';

const PAGE_SIZE = 20;

/** `/adsb/rank/userrank`: users by the summed score of their receivers, export. */
export default function UserRankPage() {
  const { t } = useTranslation();
  const list = useAdminPages(
    (filters: { search?: string }, paging) =>
      coverageApi.userRank({ page: paging.page, size: paging.pageSize, ...filters }),
    {},
    { pageSize: PAGE_SIZE },
  );
  const { data } = list;
  const columns: ColumnsType<UserRankRow> = [
    { title: t('bmsCoverage.bestRank'), dataIndex: 'bestRank' },
    { title: t('bmsCoverage.user'), dataIndex: 'username' },
    { title: t('bmsCoverage.nickname'), dataIndex: 'nickname' },
    { title: t('bmsCoverage.devices'), dataIndex: 'devices' },
    { title: t('bmsCoverage.score'), dataIndex: 'score' },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsCoverage.userRankTitle')}</h1>
      <Typography.Paragraph type="secondary">
        {data?.day ? t('bmsCoverage.asOf', { day: data.day }) : t('bmsCoverage.noRanking')}
      </Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <ListSearch
          onSearch={(search) => list.filter({ search })}
        />
        <ExportButton path={ADSB_PATHS.userRankExport} filters={list.filters} />
        <RefreshButton onClick={list.reload} />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<UserRankRow>
        data-testid="user-rank-table"
        rowKey="userId"
        list={list}
        rows={data?.rows}
        total={data?.total}
        columns={columns}
        showTotal
      />
    </>
  );
}

import { ReloadOutlined } from '@ant-design/icons';
import { ADSB_PATHS, type UserRankRow } from '@skytrace/contracts';
import { Button, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../shared/ExportButton';
import { useLoaded } from '../shared/use-loaded';
import { coverageApi } from './coverage.api';
import '../shared/ops.css';

const PAGE_SIZE = 20;

/** `/adsb/rank/userrank`: users by the summed score of their receivers, export. */
export default function UserRankPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, error, loading, reload } = useLoaded(
    () => coverageApi.userRank({ page, size: PAGE_SIZE, search: search || undefined }),
    `${page}:${search}`,
  );
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
        <Input.Search
          allowClear
          placeholder={t('bmsOps.common.searchPlaceholder')}
          onSearch={(value) => {
            setPage(1);
            setSearch(value.trim());
          }}
        />
        <ExportButton path={ADSB_PATHS.userRankExport} filters={{ search: search || undefined }} />
        <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('bmsOps.common.refresh')} />
      </div>
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <Table<UserRankRow>
        data-testid="user-rank-table"
        rowKey="userId"
        loading={loading}
        columns={columns}
        dataSource={data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('bmsOps.common.total', { total }),
          onChange: setPage,
        }}
      />
    </>
  );
}

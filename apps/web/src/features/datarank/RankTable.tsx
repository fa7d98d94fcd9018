import type { RankRow } from '@skytrace/contracts';
import { Card, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { useDeviceColumns, usePagedSearch } from '../device-map';
import { loadRankPage } from './datarank.api';

function change(value: number | null): string {
  if (value === null) return '';
  if (value > 0) return `▲${value}`;
  if (value < 0) return `▼${-value}`;
  return '–';
}

/** A page of the 30-day ranking: every device, or the signed-in user's. */
export function RankTable({ scope }: { scope: 'all' | 'my' }) {
  const { t } = useTranslation();
  const paged = usePagedSearch();
  const ranks = useLoad(
    (signal) => loadRankPage({ scope, ...paged.query }, signal),
    `${scope}:${paged.key}`,
  );
  const shared = useDeviceColumns<RankRow>({
    device: t('dataRank.device'),
    city: t('dataRank.city'),
    status: t('dataRank.status'),
  });
  const columns: ColumnsType<RankRow> = [
    {
      key: 'rank',
      title: t('dataRank.rank'),
      render: (_: unknown, row: RankRow) => (
        <span>
          {row.rank} <span className="datarank__change">{change(row.change)}</span>
        </span>
      ),
    },
    shared.device,
    shared.city,
    {
      key: 'cityRank',
      title: t('dataRank.cityRank'),
      render: (_: unknown, row: RankRow) =>
        row.cityRank === null ? (
          '–'
        ) : (
          <span>
            {row.cityRank} <span className="datarank__change">{change(row.cityChange)}</span>
          </span>
        ),
    },
    {
      key: 'owner',
      title: t('dataRank.owner'),
      render: (_: unknown, row: RankRow) => row.owner ?? '–',
    },
    shared.status,
    { key: 'score', dataIndex: 'score', title: t('dataRank.score') },
    { key: 'up', dataIndex: 'uniquePositions', title: t('dataRank.uniquePositions') },
    { key: 'uc', dataIndex: 'uniqueCells', title: t('dataRank.uniqueCells') },
    { key: 'uptime', dataIndex: 'uptimeHours', title: t('dataRank.uptimeHours') },
  ];
  return (
    <Card>
      <div className="datarank__toolbar">
        <Input.Search
          allowClear
          placeholder={t('dataRank.search')}
          aria-label={t('dataRank.search')}
          style={{ maxWidth: 320 }}
          onSearch={paged.search}
        />
        {ranks.data?.day ? (
          <Typography.Text type="secondary">
            {t('dataRank.asOf', { day: ranks.data.day })}
          </Typography.Text>
        ) : null}
      </div>
      {ranks.error !== undefined ? (
        <Typography.Text type="danger">
          {failureText(ranks.error, t('shared.errors.internal'))}
        </Typography.Text>
      ) : null}
      <Table
        size="small"
        rowKey="devId"
        loading={ranks.loading}
        dataSource={ranks.data?.rows ?? []}
        columns={columns}
        scroll={{ x: true }}
        data-testid="rank-table"
        rowClassName={(row) => (row.mine ? 'datarank__mine' : '')}
        locale={{ emptyText: scope === 'my' ? t('dataRank.noneMine') : t('dataRank.none') }}
        pagination={paged.pagination(ranks.data?.total ?? 0)}
      />
    </Card>
  );
}

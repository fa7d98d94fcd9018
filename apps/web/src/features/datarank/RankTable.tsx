import type { RankRow } from '@skytrace/contracts';
import { Card, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage, useLoad } from './use-load';
import { loadRankPage } from './datarank.api';

function change(value: number | null): string {
  if (value === null) return '';
  if (value > 0) return `▲${value}`;
  if (value < 0) return `▼${-value}`;
  return '–';
}

/** A page of the 30-day ranking: every device, or the signed-in user's. */
export function RankTable({ scope }: { scope: 'all' | 'my' }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [search, setSearch] = useState('');
  const ranks = useLoad(
    (signal) => loadRankPage({ scope, page, size, search: search || undefined }, signal),
    `${scope}:${page}:${size}:${search}`,
  );
  const columns = [
    {
      key: 'rank',
      title: t('dataRank.rank'),
      render: (_: unknown, row: RankRow) => (
        <span>
          {row.rank} <span className="datarank__change">{change(row.change)}</span>
        </span>
      ),
    },
    {
      key: 'device',
      title: t('dataRank.device'),
      render: (_: unknown, row: RankRow) => (
        <Link to={`/device/index/${row.devId}`}>
          {row.alias ?? t('deviceMap.deviceNumber', { id: row.devId })}
        </Link>
      ),
    },
    {
      key: 'city',
      title: t('dataRank.city'),
      render: (_: unknown, row: RankRow) =>
        row.city ? ((zh ? row.city.zh : null) ?? row.city.en) : '–',
    },
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
    {
      key: 'status',
      title: t('dataRank.status'),
      render: (_: unknown, row: RankRow) =>
        row.online ? (
          <Tag color="green">{t('deviceMap.online')}</Tag>
        ) : (
          <Tag>{t('deviceMap.offline')}</Tag>
        ),
    },
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
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        {ranks.data?.day ? (
          <Typography.Text type="secondary">
            {t('dataRank.asOf', { day: ranks.data.day })}
          </Typography.Text>
        ) : null}
      </div>
      {ranks.error !== undefined ? (
        <Typography.Text type="danger">
          {failureMessage(ranks.error, t('shared.errors.internal'))}
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
        pagination={{
          current: page,
          pageSize: size,
          total: ranks.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (next, nextSize) => {
            setPage(next);
            setSize(nextSize);
          },
        }}
      />
    </Card>
  );
}

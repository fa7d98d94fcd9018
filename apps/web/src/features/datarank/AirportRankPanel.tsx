import type { AirportRankRow } from '@skytrace/contracts';
import { Card, Empty, Input, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadAirportRank } from './datarank.api';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';

/** Per airport: the receivers that best cover its arrival and departure paths (30 days). */
export function AirportRankPanel() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const [code, setCode] = useState('');
  const ranking = useLoad(
    (signal) => (code ? loadAirportRank(code, signal) : Promise.resolve(null)),
    `airport:${code}`,
  );
  const columns = [
    { key: 'rank', dataIndex: 'rank', title: t('dataRank.rank') },
    {
      key: 'device',
      title: t('dataRank.device'),
      render: (_: unknown, row: AirportRankRow) => (
        <Link to={`/device/index/${row.devId}`}>
          {row.alias ?? t('deviceMap.deviceNumber', { id: row.devId })}
        </Link>
      ),
    },
    {
      key: 'city',
      title: t('dataRank.city'),
      render: (_: unknown, row: AirportRankRow) =>
        row.city ? ((zh ? row.city.zh : null) ?? row.city.en) : '–',
    },
    { key: 'cells', dataIndex: 'cells', title: t('dataRank.airportCells') },
    {
      key: 'share',
      title: t('dataRank.share'),
      render: (_: unknown, row: AirportRankRow) => `${Math.round(row.share * 100)} %`,
    },
    {
      key: 'distance',
      title: t('dataRank.distance'),
      render: (_: unknown, row: AirportRankRow) =>
        row.distanceKm === null ? '–' : `${row.distanceKm} km`,
    },
  ];
  const data = ranking.data;
  return (
    <Card>
      <div className="datarank__toolbar">
        <Input.Search
          allowClear
          placeholder={t('dataRank.airportSearch')}
          aria-label={t('dataRank.airportSearch')}
          style={{ maxWidth: 320 }}
          maxLength={4}
          onSearch={(value) => setCode(value.trim().toUpperCase())}
        />
      </div>
      {ranking.error !== undefined ? (
        <Typography.Text type="danger" data-testid="airport-error">
          {failureText(ranking.error, t('shared.errors.internal'))}
        </Typography.Text>
      ) : null}
      {!code ? <Empty description={t('dataRank.airportHint')} /> : null}
      {data ? (
        <>
          <Typography.Title level={4}>
            {(zh ? data.airport.nameZh : null) ?? data.airport.name} (
            {data.airport.iata ?? data.airport.icao})
          </Typography.Title>
          <div className="datarank__figures">
            <Statistic title={t('dataRank.movements')} value={data.movements} />
            <Statistic title={t('dataRank.window')} value={`${data.from} – ${data.to}`} />
          </div>
          <Typography.Paragraph type="secondary">
            {t('dataRank.airportExplain')}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="devId"
            dataSource={data.rows}
            columns={columns}
            pagination={false}
            scroll={{ x: true }}
            data-testid="airport-rank-table"
            locale={{ emptyText: t('dataRank.airportNone') }}
          />
        </>
      ) : null}
    </Card>
  );
}

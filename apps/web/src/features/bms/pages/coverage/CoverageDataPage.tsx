import { ReloadOutlined } from '@ant-design/icons';
import { ADSB_PATHS, type CoverageDataRow } from '@skytrace/contracts';
import { Button, DatePicker, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../shared/ExportButton';
import { useLoaded } from '../shared/use-loaded';
import { coverageApi } from './coverage.api';
import '../shared/ops.css';

const PAGE_SIZE = 20;

/** `/adsb/adsb/data`: every receiver's coverage figures of a day (default yesterday), export. */
export default function CoverageDataPage() {
  const { t } = useTranslation();
  const [day, setDay] = useState<Dayjs>(() => dayjs().subtract(1, 'day'));
  const [page, setPage] = useState(1);
  const searchDate = day.format('YYYYMMDD');
  const { data, error, loading, reload } = useLoaded(
    () => coverageApi.data({ searchDate, devType: 'adsb', page, size: PAGE_SIZE }),
    `${searchDate}:${page}`,
  );
  const columns: ColumnsType<CoverageDataRow> = [
    {
      title: t('bmsCoverage.device'),
      dataIndex: 'devId',
      render: (value: number, row) => (
        <Link to={`/device/index/${value}`} target="_blank">
          {row.alias ?? value}
        </Link>
      ),
    },
    { title: t('bmsCoverage.owner'), dataIndex: 'owner' },
    { title: t('bmsCoverage.positions'), dataIndex: 'positions' },
    { title: t('bmsCoverage.uniquePositions'), dataIndex: 'uniquePositions' },
    { title: t('bmsCoverage.cells'), dataIndex: 'cells' },
    { title: t('bmsCoverage.uniqueCells'), dataIndex: 'uniqueCells' },
    { title: t('bmsCoverage.maxRange'), dataIndex: 'maxRangeKm' },
    { title: t('bmsCoverage.typicalRange'), dataIndex: 'typicalRangeKm' },
    { title: t('bmsCoverage.onlineHours'), dataIndex: 'onlineHours' },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsCoverage.dataTitle')}</h1>
      <Typography.Paragraph type="secondary">{t('bmsCoverage.dataExplain')}</Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <DatePicker
          allowClear={false}
          value={day}
          disabledDate={(date) => date.isAfter(dayjs(), 'day')}
          onChange={(value) => {
            if (!value) return;
            setPage(1);
            setDay(value);
          }}
        />
        <ExportButton
          path={ADSB_PATHS.coverageDataExport}
          filters={{ searchDate, devType: 'adsb' }}
        />
        <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('bmsOps.common.refresh')} />
      </div>
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <Table<CoverageDataRow>
        data-testid="coverage-data-table"
        rowKey="devId"
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

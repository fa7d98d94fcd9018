import { ADSB_PATHS, type CoverageDataRow } from '@skytrace/contracts';
import { DatePicker, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable, LoadFailure, RefreshButton } from '../shared/AdminTable';
import { ExportButton } from '../shared/ExportButton';
import { useAdminPages } from '../shared/use-admin-pages';
import { coverageApi } from './coverage.api';
import '../shared/ops.css';

const PAGE_SIZE = 20;

/** `/adsb/adsb/data`: every receiver's coverage figures of a day (default yesterday), export. */
export default function CoverageDataPage() {
  const { t } = useTranslation();
  const list = useAdminPages(
    ({ day }: { day: Dayjs }, paging) =>
      coverageApi.data({
        searchDate: day.format('YYYYMMDD'),
        devType: 'adsb',
        page: paging.page,
        size: paging.pageSize,
      }),
    () => ({ day: dayjs().subtract(1, 'day') }),
    { pageSize: PAGE_SIZE },
  );
  const searchDate = list.filters.day.format('YYYYMMDD');
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
          value={list.filters.day}
          disabledDate={(date) => date.isAfter(dayjs(), 'day')}
          onChange={(day) => day && list.filter({ day })}
        />
        <ExportButton
          path={ADSB_PATHS.coverageDataExport}
          filters={{ searchDate, devType: 'adsb' }}
        />
        <RefreshButton onClick={list.reload} />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<CoverageDataRow>
        data-testid="coverage-data-table"
        rowKey="devId"
        list={list}
        rows={list.data?.rows}
        total={list.data?.total}
        columns={columns}
        showTotal
      />
    </>
  );
}

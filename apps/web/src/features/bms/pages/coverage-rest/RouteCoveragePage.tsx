import type { AirwayRow, SeawayPage } from '@skytrace/contracts';
import { DatePicker, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, ListSearch } from '../shared/AdminTable';
import { ExportButton } from '../shared/ExportButton';
import { useAdminPages } from '../shared/use-admin-pages';
import { OverlayMap } from './OverlayMap';
import { routeFeatures } from './route-features';
import '../shared/ops.css';

const PAGE_SIZE = 20;

/** What every route coverage row has: its ends, length, samples and the route for the map. */
export type RouteCoverageRow = Omit<AirwayRow, 'flightsPerWeek'> & {
  path: SeawayPage['rows'][number]['path'];
};

/** One answer page of a route coverage call. */
export interface RouteCoverageAnswer<Row extends RouteCoverageRow> {
  total: number;
  samples: number;
  covered: number;
  rows: Row[];
}

export interface RouteCoveragePageProps<Row extends RouteCoverageRow> {
  /** Names the page's test ids (`<kind>-figures`, `<kind>-table`). */
  kind: string;
  title: string;
  explain: string;
  mapLabel: string;
  load: (query: {
    searchDate: string;
    search?: string;
    page: number;
    size: number;
  }) => Promise<RouteCoverageAnswer<Row>>;
  exportPath: string;
  /** The route set's own frequency column (flights a week or a day). */
  frequency: ColumnsType<Row>[number];
}

/**
 * The air-route and seaway coverage pages: one day's routes, filtered and paged, with how much
 * of each the receivers cover, on a map and in a table, and an export of the same filter.
 */
export function RouteCoveragePage<Row extends RouteCoverageRow>(
  props: RouteCoveragePageProps<Row>,
) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const list = useAdminPages(
    (filters: { date: Dayjs; search?: string }, paging) =>
      props.load({
        searchDate: filters.date.format('YYYYMMDD'),
        search: filters.search,
        page: paging.page,
        size: paging.pageSize,
      }),
    () => ({ date: dayjs().subtract(1, 'day') }),
    { pageSize: PAGE_SIZE },
  );
  const { data, loading } = list;
  const searchDate = list.filters.date.format('YYYYMMDD');
  const features = useMemo(() => routeFeatures(data?.rows ?? []), [data]);
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const end = (e: Row['from']) => `${(zh ? e.nameZh : null) ?? e.name} (${e.iata ?? e.icao})`;
  const columns: ColumnsType<Row> = [
    { title: t('bmsCoverageRest.from'), render: (_, row) => end(row.from) },
    { title: t('bmsCoverageRest.to'), render: (_, row) => end(row.to) },
    { title: t('bmsCoverageRest.routeKm'), render: (_, row) => `${row.distanceKm} km` },
    props.frequency,
    { title: t('bmsCoverageRest.samples'), dataIndex: 'samples' },
    { title: t('bmsCoverageRest.covered'), dataIndex: 'covered' },
    { title: t('bmsCoverageRest.coveredShare'), render: (_, row) => percent(row.rate) },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{props.title}</h1>
      <Typography.Paragraph type="secondary">{props.explain}</Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <DatePicker
          allowClear={false}
          value={list.filters.date}
          disabledDate={(value) => value.isAfter(dayjs(), 'day')}
          onChange={(date) => date && list.filter({ date })}
        />
        <ListSearch
          placeholder={t('bmsCoverageRest.airwaySearch')}
          aria-label={t('bmsCoverageRest.airwaySearch')}
          onSearch={(search) => list.filter({ search })}
        />
        <ExportButton
          path={props.exportPath}
          filters={{ searchDate, search: list.filters.search }}
        />
      </div>
      <LoadFailure error={list.error} />
      <div className="bms-ops-toolbar bms-overlay-figures" data-testid={`${props.kind}-figures`}>
        <Statistic loading={loading} title={t('bmsCoverageRest.routes')} value={data?.total ?? 0} />
        <Statistic
          loading={loading}
          title={t('bmsCoverageRest.coveredShare')}
          value={data && data.samples > 0 ? percent(data.covered / data.samples) : '–'}
        />
      </div>
      <OverlayMap data={features} label={props.mapLabel} />
      <AdminTable<Row>
        data-testid={`${props.kind}-table`}
        rowKey={(row) => `${row.from.icao}-${row.to.icao}`}
        size="small"
        list={list}
        rows={data?.rows}
        total={data?.total}
        columns={columns}
        showTotal
      />
    </>
  );
}

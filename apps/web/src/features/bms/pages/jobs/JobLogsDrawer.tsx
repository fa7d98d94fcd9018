import { ADSB_PATHS, JOB_LOG_PAGE_SIZE, type JobLog, type JobLogPage } from '@skytrace/contracts';
import { Drawer, Grid, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, ListSearch } from '../shared/AdminTable';
import { ExportButton } from '../shared/ExportButton';
import { formatSeconds } from '../shared/format';
import { opsApi } from '../shared/ops.api';
import { useAdminPages } from '../shared/use-admin-pages';

type Outcome = JobLog['outcome'];

export function OutcomeTag(props: { outcome: Outcome | null }) {
  const { t } = useTranslation();
  if (!props.outcome) return <Typography.Text type="secondary">--</Typography.Text>;
  const color = { running: 'processing', success: 'success', failure: 'error' }[props.outcome];
  const label = {
    running: t('bmsOps.jobLogs.outcomeRunning'),
    success: t('bmsOps.jobLogs.outcomeSuccess'),
    failure: t('bmsOps.jobLogs.outcomeFailure'),
  }[props.outcome];
  return <Tag color={color}>{label}</Tag>;
}

/** Run logs, 6 a page (spec §9), of one job or of all; with their export. */
export function JobLogsDrawer(props: {
  open: boolean;
  job: { id: number; name: string } | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const jobId = props.job?.id;
  // A closed drawer loads nothing; the job is the drawer's, the rest its own filters.
  const list = useAdminPages(
    (
      filters: { searchText?: string; outcome?: Outcome },
      paging,
    ): Promise<JobLogPage | undefined> =>
      props.open
        ? opsApi.jobLogs({ pageNum: paging.page, pageSize: paging.pageSize, jobId, ...filters })
        : Promise.resolve(undefined),
    {},
    { pageSize: JOB_LOG_PAGE_SIZE, inputs: [props.open, jobId] },
  );

  const columns: ColumnsType<JobLog> = [
    {
      title: t('bmsOps.jobLogs.started'),
      dataIndex: 'startedAt',
      render: (value: number) => formatSeconds(value),
      width: 170,
    },
    ...(jobId === undefined ? [{ title: t('bmsOps.jobLogs.job'), dataIndex: 'jobName' }] : []),
    {
      title: t('bmsOps.jobLogs.trigger'),
      dataIndex: 'trigger',
      render: (value: JobLog['trigger']) =>
        value === 'manual'
          ? t('bmsOps.jobLogs.triggerManual')
          : t('bmsOps.jobLogs.triggerSchedule'),
    },
    {
      title: t('bmsOps.jobLogs.outcome'),
      dataIndex: 'outcome',
      render: (value: Outcome) => <OutcomeTag outcome={value} />,
    },
    {
      title: t('bmsOps.jobLogs.duration'),
      key: 'duration',
      render: (_, log) =>
        log.endedAt === null
          ? '--'
          : t('bmsOps.jobLogs.seconds', { value: Math.max(0, log.endedAt - log.startedAt) }),
    },
    { title: t('bmsOps.jobLogs.message'), dataIndex: 'message', ellipsis: true },
    ...(screens.md ? [{ title: t('bmsOps.jobLogs.node'), dataIndex: 'node' }] : []),
  ];

  return (
    <Drawer
      open={props.open}
      onClose={() => props.onClose()}
      // The whole width on a phone, 900 px beside the list elsewhere.
      size={Math.min(900, window.innerWidth)}
      title={
        props.job
          ? t('bmsOps.jobLogs.titleOf', { name: props.job.name })
          : t('bmsOps.jobLogs.title')
      }
      extra={<ExportButton path={ADSB_PATHS.jobLogsExport} filters={{ jobId, ...list.filters }} />}
    >
      <div className="bms-ops-toolbar">
        <ListSearch onSearch={(searchText) => list.filter({ searchText })} />
        <Select<Outcome>
          allowClear
          placeholder={t('bmsOps.jobLogs.outcome')}
          style={{ width: 140 }}
          value={list.filters.outcome}
          onChange={(outcome) => list.filter({ outcome })}
          options={[
            { value: 'success', label: t('bmsOps.jobLogs.outcomeSuccess') },
            { value: 'failure', label: t('bmsOps.jobLogs.outcomeFailure') },
            { value: 'running', label: t('bmsOps.jobLogs.outcomeRunning') },
          ]}
        />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<JobLog>
        data-testid="job-logs"
        size="small"
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
        columns={columns}
        showTotal
      />
    </Drawer>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { Job, JobPage } from '@skytrace/contracts';
import { App, Button, Grid, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, RefreshButton, ListSearch } from '../shared/AdminTable';
import { formatSeconds } from '../shared/format';
import { opsApi } from '../shared/ops.api';
import { failureText } from '../../../../api/failure';
import '../shared/ops.css';
import { useAdminPages } from '../shared/use-admin-pages';
import { handlerLabel } from './job-labels';
import { JobFormModal } from './JobFormModal';
import { JobLogsDrawer, OutcomeTag } from './JobLogsDrawer';

/** Scheduled jobs: see, add, edit, pause, resume, run now, delete; their logs in a drawer. */
export default function JobsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [editing, setEditing] = useState<{ job?: Job }>();
  const [logsOf, setLogsOf] = useState<{ job?: { id: number; name: string } }>();
  const [busy, setBusy] = useState<number>();

  const list = useAdminPages(
    (filters: { searchText?: string; status?: Job['status'] }, paging): Promise<JobPage> =>
      opsApi.jobs({ pageNum: paging.page, pageSize: paging.pageSize, ...filters }),
    {},
  );
  const { data, reload } = list;

  /** Runs one row command, says how it went, reloads. */
  const act = async (
    job: Job,
    command: () => Promise<unknown>,
    done: (result: unknown) => string,
  ) => {
    setBusy(job.id);
    try {
      const result = await command();
      void message.success(done(result));
      reload();
    } catch (failure) {
      void message.error(failureText(failure));
    } finally {
      setBusy(undefined);
    }
  };

  const outcomeText = (job: Job) =>
    job.lastOutcome === 'failure'
      ? t('bmsOps.jobLogs.outcomeFailure')
      : t('bmsOps.jobLogs.outcomeSuccess');

  const columns: ColumnsType<Job> = [
    {
      title: t('bmsOps.jobs.name'),
      dataIndex: 'name',
      render: (_, job) => (
        <Space orientation="vertical" size={0}>
          <span>
            {/* A built-in job's name is its handler's key: shown in the page's language. */}
            {job.system ? handlerLabel(t, job.handler) : job.name}{' '}
            {job.system && <Tag>{t('bmsOps.jobs.system')}</Tag>}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {job.system ? '' : `${handlerLabel(t, job.handler)} · `}
            {job.scope === 'cluster'
              ? t('bmsOps.jobs.scopeCluster')
              : t('bmsOps.jobs.scopeProcess')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('bmsOps.jobs.cron'),
      dataIndex: 'cron',
      render: (value: string) => <code>{value}</code>,
    },
    {
      title: t('bmsOps.jobs.status'),
      dataIndex: 'status',
      render: (value: Job['status']) =>
        value === 'active' ? (
          <Tag color="green">{t('bmsOps.jobs.statusActive')}</Tag>
        ) : (
          <Tag color="orange">{t('bmsOps.jobs.statusPaused')}</Tag>
        ),
    },
    {
      title: t('bmsOps.jobs.lastRun'),
      key: 'lastRun',
      render: (_, job) =>
        job.lastRunAt === null ? (
          t('bmsOps.jobs.never')
        ) : (
          <Space size={4} wrap>
            {formatSeconds(job.lastRunAt)}
            <OutcomeTag outcome={job.lastOutcome} />
          </Space>
        ),
    },
    ...(screens.lg
      ? [
          {
            title: t('bmsOps.jobs.nextRun'),
            dataIndex: 'nextRunAt',
            render: (value: number | null) => formatSeconds(value),
          },
        ]
      : []),
    {
      title: t('bmsOps.common.actions'),
      key: 'actions',
      render: (_, job) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing({ job })}>
            {t('bmsOps.jobs.editAction')}
          </Button>
          {job.status === 'active' ? (
            <Button
              type="link"
              size="small"
              loading={busy === job.id}
              data-testid={`pause-${job.id}`}
              onClick={() =>
                void act(
                  job,
                  () => opsApi.pauseJob(job.id),
                  () => t('bmsOps.jobs.paused', { name: job.name }),
                )
              }
            >
              {t('bmsOps.jobs.pause')}
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              loading={busy === job.id}
              data-testid={`resume-${job.id}`}
              onClick={() =>
                void act(
                  job,
                  () => opsApi.resumeJob(job.id),
                  () => t('bmsOps.jobs.resumed', { name: job.name }),
                )
              }
            >
              {t('bmsOps.jobs.resume')}
            </Button>
          )}
          <Popconfirm
            title={t('bmsOps.jobs.runConfirm', { name: job.name })}
            okText={t('bmsOps.common.yes')}
            cancelText={t('bmsOps.common.no')}
            onConfirm={() =>
              void act(
                job,
                () => opsApi.runJob(job.id),
                (result) =>
                  t('bmsOps.jobs.ran', { name: job.name, outcome: outcomeText(result as Job) }),
              )
            }
          >
            <Button type="link" size="small" data-testid={`run-${job.id}`}>
              {t('bmsOps.jobs.run')}
            </Button>
          </Popconfirm>
          <Button
            type="link"
            size="small"
            data-testid={`logs-${job.id}`}
            onClick={() => setLogsOf({ job })}
          >
            {t('bmsOps.jobs.logs')}
          </Button>
          {!job.system && (
            <Popconfirm
              title={t('bmsOps.jobs.deleteConfirm', { name: job.name })}
              okText={t('bmsOps.common.yes')}
              cancelText={t('bmsOps.common.no')}
              onConfirm={() =>
                void act(
                  job,
                  () => opsApi.deleteJob(job.id),
                  () => t('bmsOps.jobs.deleted'),
                )
              }
            >
              <Button type="link" size="small" danger>
                {t('bmsOps.jobs.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('bmsOps.jobs.title')}</h1>
      <div className="bms-ops-toolbar">
        <ListSearch onSearch={(searchText) => list.filter({ searchText })} />
        <Select<Job['status']>
          allowClear
          style={{ width: 140 }}
          placeholder={t('bmsOps.jobs.status')}
          value={list.filters.status}
          onChange={(status) => list.filter({ status })}
          options={[
            { value: 'active', label: t('bmsOps.jobs.statusActive') },
            { value: 'paused', label: t('bmsOps.jobs.statusPaused') },
          ]}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="add-job"
          onClick={() => setEditing({})}
        >
          {t('bmsOps.jobs.add')}
        </Button>
        <Button onClick={() => setLogsOf({})}>{t('bmsOps.jobLogs.title')}</Button>
        <RefreshButton onClick={reload} />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<Job>
        data-testid="jobs-table"
        list={list}
        rows={data?.list}
        total={data?.total}
        columns={columns}
        showTotal
      />
      <JobFormModal
        key={editing ? (editing.job?.id ?? 'new') : 'closed'}
        open={editing !== undefined}
        job={editing?.job}
        handlers={data?.handlers ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <JobLogsDrawer
        open={logsOf !== undefined}
        job={logsOf?.job}
        onClose={() => setLogsOf(undefined)}
      />
    </>
  );
}

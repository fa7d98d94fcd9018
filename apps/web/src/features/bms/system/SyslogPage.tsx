import {
  ADSB_PATHS,
  formatCompactDate,
  toChinaTime,
  type SyslogEntry,
  type SyslogOutcome,
} from '@skytrace/contracts';
import { DatePicker, Descriptions, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bmsApi } from '../bms.api';
import { ExportButton } from '../pages/shared/ExportButton';
import { useFailureMessage } from '../use-failure-message';
import { useRemote } from '../use-remote';
import { formatTime } from './time';

interface Query {
  page: number;
  pageSize: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  username?: string;
  action?: string;
  outcome?: SyslogOutcome | undefined;
}

/** Spec §7: the syslog call takes China days (yyyyMMdd) for the picked times (seconds). */
function chinaDay(seconds: number): string {
  return formatCompactDate(new Date(toChinaTime(seconds) * 1000));
}

const OUTCOME_COLOURS: Record<SyslogOutcome, string> = {
  ok: 'green',
  denied: 'red',
  failed: 'orange',
};

function Json({ value }: { value: unknown }) {
  return (
    <pre className="bms__json">
      {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The system log: every back-office action and denied attempt, newest first, read only. */
export default function SyslogPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<Query>({ page: 1, pageSize: 20 });
  const log = useRemote(() => bmsApi.syslog({ ...query }), JSON.stringify(query));
  useFailureMessage(log.error);

  return (
    <>
      <div className="bms__toolbar">
        <DatePicker.RangePicker
          aria-label={t('bms.syslog.range')}
          onChange={(range) => {
            const start = range?.[0]?.unix();
            const end = range?.[1]?.unix();
            setQuery({
              ...query,
              page: 1,
              startDate: start === undefined ? undefined : chinaDay(start),
              endDate: end === undefined ? undefined : chinaDay(end),
            });
          }}
        />
        <Input.Search
          allowClear
          style={{ width: 180 }}
          placeholder={t('bms.syslog.user')}
          aria-label={t('bms.syslog.user')}
          onSearch={(username) => setQuery({ ...query, page: 1, username })}
        />
        <Input.Search
          allowClear
          style={{ width: 180 }}
          placeholder={t('bms.syslog.action')}
          aria-label={t('bms.syslog.action')}
          onSearch={(action) => setQuery({ ...query, page: 1, action })}
        />
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('bms.syslog.outcome')}
          aria-label={t('bms.syslog.outcome')}
          options={(['ok', 'denied', 'failed'] as const).map((outcome) => ({
            value: outcome,
            label: t(`bms.syslog.outcomes.${outcome}`),
          }))}
          onChange={(outcome: SyslogOutcome | undefined) =>
            setQuery({ ...query, page: 1, outcome })
          }
        />
        <ExportButton
          path={ADSB_PATHS.syslogExport}
          filters={{
            startDate: query.startDate,
            endDate: query.endDate,
            username: query.username,
            action: query.action,
            outcome: query.outcome,
          }}
        />
      </div>
      <Table<SyslogEntry>
        rowKey="id"
        size="middle"
        loading={log.loading}
        scroll={{ x: 900 }}
        dataSource={log.data?.list ?? []}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
        }}
        expandable={{
          expandedRowRender: (entry) => (
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('bms.syslog.request')}>
                {entry.method} {entry.path} → {entry.status}
              </Descriptions.Item>
              <Descriptions.Item label={t('bms.syslog.before')}>
                <Json value={entry.before} />
              </Descriptions.Item>
              <Descriptions.Item label={t('bms.syslog.after')}>
                <Json value={entry.after} />
              </Descriptions.Item>
            </Descriptions>
          ),
        }}
        columns={[
          {
            title: t('bms.syslog.time'),
            dataIndex: 'time',
            render: (seconds: number) => formatTime(seconds, i18n.language),
          },
          {
            title: t('bms.syslog.user'),
            dataIndex: 'username',
            render: (name: string | null) => name ?? <Tag>{t('bms.syslog.anonymous')}</Tag>,
          },
          { title: t('bms.syslog.action'), dataIndex: 'action' },
          { title: t('bms.syslog.target'), dataIndex: 'target' },
          {
            title: t('bms.syslog.outcome'),
            dataIndex: 'outcome',
            render: (outcome: SyslogOutcome) => (
              <Tag color={OUTCOME_COLOURS[outcome]}>{t(`bms.syslog.outcomes.${outcome}`)}</Tag>
            ),
          },
          { title: t('bms.syslog.address'), dataIndex: 'address' },
        ]}
      />
    </>
  );
}

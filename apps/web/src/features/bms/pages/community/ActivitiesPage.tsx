import type { Activity } from '@skytrace/contracts';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { AdminTable, RefreshButton } from '../shared/AdminTable';
import { useAdminPages } from '../shared/use-admin-pages';
import { ActivityDialog } from './ActivityDialog';
import { communityAdminApi } from './community-admin.api';
import '../shared/ops.css';

/**
 * The community's activity calendar: events and kit-distribution rounds to add, change or
 * delete; the public calendar (`/activity/applycalendar`) shows them as they are saved.
 */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<{ activity: Activity | null } | null>(null);
  const list = useAdminPages((_, paging) => communityAdminApi.activities(paging), {});
  const remove = async (activity: Activity) => {
    try {
      await communityAdminApi.removeActivity(activity.id);
      void message.success(t('activities.bms.deleted'));
      list.reload();
    } catch (failure) {
      void message.error(failureText(failure));
    }
  };
  const columns: ColumnsType<Activity> = [
    {
      title: t('activities.bms.kind'),
      key: 'kind',
      render: (_, row) => (
        <Tag color={row.kind === 'event' ? 'blue' : 'green'}>
          {t(`activities.kinds.${row.kind}`)}
        </Tag>
      ),
    },
    {
      title: t('activities.bms.dates'),
      key: 'dates',
      render: (_, row) =>
        row.startDate === row.endDate ? row.startDate : `${row.startDate} – ${row.endDate}`,
    },
    { title: t('activities.bms.title'), dataIndex: 'title', key: 'title' },
    { title: t('activities.bms.titleEn'), dataIndex: 'titleEn', key: 'titleEn' },
    { title: t('activities.bms.place'), dataIndex: 'place', key: 'place' },
    {
      title: t('activities.bms.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => setDialog({ activity: row })}>
            {t('activities.bms.edit')}
          </Button>
          <Popconfirm
            title={t('activities.bms.deleteConfirm')}
            onConfirm={() => void remove(row)}
            okText={t('activities.bms.delete')}
            cancelText={t('activities.bms.cancel')}
          >
            <Button size="small" danger>
              {t('activities.bms.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsMenu.activities')}</h1>
      <div className="bms-ops-toolbar">
        <Button type="primary" onClick={() => setDialog({ activity: null })}>
          {t('activities.bms.add')}
        </Button>
        <RefreshButton onClick={list.reload} />
      </div>
      {list.error && <Typography.Text type="danger">{list.error}</Typography.Text>}
      <AdminTable<Activity>
        data-testid="bms-activities"
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
        columns={columns}
      />
      {dialog && (
        <ActivityDialog
          activity={dialog.activity}
          onClose={() => setDialog(null)}
          onDone={() => {
            void message.success(t('activities.bms.saved'));
            list.reload();
          }}
        />
      )}
    </>
  );
}

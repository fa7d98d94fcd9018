import { SyncOutlined } from '@ant-design/icons';
import type { WechatUser, WechatUserPage } from '@skytrace/contracts';
import { Alert, App, Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, ListSearch } from '../shared/AdminTable';
import { formatSeconds } from '../shared/format';
import { opsApi } from '../shared/ops.api';
import { failureText } from '../../../../api/failure';
import '../shared/ops.css';
import { useAdminPages } from '../shared/use-admin-pages';

/** The official account's followers as the last sync copied them; a sync button. */
export default function WechatUsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [syncing, setSyncing] = useState(false);

  const list = useAdminPages(
    (filters: { searchText?: string }, paging): Promise<WechatUserPage> =>
      opsApi.wechatUsers({ pageNum: paging.page, pageSize: paging.pageSize, ...filters }),
    {},
  );
  const { data, reload } = list;

  const sync = async () => {
    setSyncing(true);
    try {
      const { fetched } = await opsApi.syncWechatUsers();
      void message.success(t('bmsOps.wechat.synced', { count: fetched }));
      reload();
    } catch (failure) {
      void message.error(failureText(failure));
    } finally {
      setSyncing(false);
    }
  };

  const columns: ColumnsType<WechatUser> = [
    { title: t('bmsOps.wechat.openid'), dataIndex: 'openid' },
    { title: t('bmsOps.wechat.nickname'), dataIndex: 'nickname' },
    { title: t('bmsOps.wechat.remark'), dataIndex: 'remark' },
    { title: t('bmsOps.wechat.language'), dataIndex: 'language' },
    {
      title: t('bmsOps.wechat.subscribed'),
      dataIndex: 'subscribed',
      render: (value: boolean) => (
        <Tag color={value ? 'green' : 'default'}>
          {value ? t('bmsOps.common.yes') : t('bmsOps.common.no')}
        </Tag>
      ),
    },
    {
      title: t('bmsOps.wechat.subscribeTime'),
      dataIndex: 'subscribeTime',
      render: (value: number | null) => formatSeconds(value),
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('bmsOps.wechat.usersTitle')}</h1>
      {data?.configured === false && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="wechat-unconfigured"
          title={t('bmsOps.wechat.unconfigured')}
        />
      )}
      <div className="bms-ops-toolbar">
        <ListSearch onSearch={(searchText) => list.filter({ searchText })} />
        <Button
          type="primary"
          icon={<SyncOutlined />}
          loading={syncing}
          disabled={data?.configured !== true}
          onClick={() => void sync()}
        >
          {t('bmsOps.wechat.sync')}
        </Button>
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
          {data?.lastSyncAt
            ? t('bmsOps.wechat.lastSync', { time: formatSeconds(data.lastSyncAt) })
            : t('bmsOps.wechat.neverSynced')}
        </Typography.Text>
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<WechatUser>
        rowKey="openid"
        list={list}
        rows={data?.list}
        total={data?.total}
        columns={columns}
        showTotal
      />
    </>
  );
}

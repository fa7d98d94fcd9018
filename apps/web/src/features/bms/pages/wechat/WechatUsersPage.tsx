import { SyncOutlined } from '@ant-design/icons';
import type { WechatUser, WechatUserPage } from '@skytrace/contracts';
import { Alert, App, Button, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../shared/format';
import { opsApi } from '../shared/ops.api';
import { failureText } from '../../../../api/failure';
import '../shared/ops.css';
import { useLoaded } from '../shared/use-loaded';

const PAGE_SIZE = 10;

/** The official account's followers as the last sync copied them; a sync button. */
export default function WechatUsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [syncing, setSyncing] = useState(false);

  const { data, error, loading, reload } = useLoaded<WechatUserPage>(
    () =>
      opsApi.wechatUsers({
        pageNum: page,
        pageSize: PAGE_SIZE,
        searchText: searchText || undefined,
      }),
    JSON.stringify([page, searchText]),
  );

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
        <Input.Search
          allowClear
          placeholder={t('bmsOps.common.searchPlaceholder')}
          onSearch={(value) => {
            setPage(1);
            setSearchText(value.trim());
          }}
        />
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
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <Table<WechatUser>
        rowKey="openid"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
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

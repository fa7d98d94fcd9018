import { ADSB_PATHS, type AdminUser, type Role, type UserStatus } from '@skytrace/contracts';
import {
  App as AntApp,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/failure';
import { bmsApi, type Page } from '../bms.api';
import { ExportButton } from '../pages/shared/ExportButton';
import { useFailureMessage } from '../use-failure-message';
import { useRemote } from '../use-remote';
import { formatTime } from './time';

interface Query {
  page: number;
  pageSize: number;
  keyword: string;
  role: number | undefined;
  status: UserStatus | undefined;
}

/** Users: filter, page, give a role and a status, send a password reset (spec §6). */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const [query, setQuery] = useState<Query>({
    page: 1,
    pageSize: 20,
    keyword: '',
    role: undefined,
    status: undefined,
  });
  const users = useRemote(() => bmsApi.users({ ...query }), JSON.stringify(query));
  const roleList = useRemote(() => bmsApi.roles(), 'roles');
  const roles: Role[] = roleList.data ?? [];
  const data: Page<AdminUser> | undefined = users.data;
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [form] = Form.useForm<{ role: number; status: UserStatus }>();
  useFailureMessage(users.error);
  const load = users.reload;

  const save = async () => {
    if (!editing) return;
    const values = await form.validateFields();
    try {
      await bmsApi.updateUser({
        id: editing.id,
        role: values.role === 0 ? null : values.role,
        status: values.status,
      });
      message.success(t('bms.actions.saved'));
      setEditing(null);
      load();
    } catch (error) {
      message.error(failureText(error, t('bms.loadFailed')));
    }
  };
  const reset = async (user: AdminUser) => {
    try {
      const sent = await bmsApi.resetPassword(user.id);
      message.success(t('bms.users.resetSent', { to: sent.sentTo }));
    } catch (error) {
      message.error(failureText(error, t('bms.loadFailed')));
    }
  };
  const roleOptions = [
    { value: 0, label: t('bms.users.noRole') },
    ...roles.map((role) => ({ value: role.roleId, label: role.roleName })),
  ];

  return (
    <>
      <div className="bms__toolbar">
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('bms.users.keyword')}
          aria-label={t('bms.users.keyword')}
          enterButton={t('bms.actions.search')}
          onSearch={(keyword) => setQuery({ ...query, keyword, page: 1 })}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('bms.users.role')}
          aria-label={t('bms.users.role')}
          options={roleOptions}
          onChange={(role: number | undefined) => setQuery({ ...query, role, page: 1 })}
        />
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('bms.users.status')}
          aria-label={t('bms.users.status')}
          options={[
            { value: 'enabled', label: t('bms.status.enabled') },
            { value: 'disabled', label: t('bms.status.disabled') },
          ]}
          onChange={(status: UserStatus | undefined) => setQuery({ ...query, status, page: 1 })}
        />
        <ExportButton
          path={ADSB_PATHS.userExport}
          filters={{ keyword: query.keyword, role: query.role, status: query.status }}
        />
      </div>
      <Table<AdminUser>
        rowKey="id"
        size="middle"
        loading={users.loading}
        scroll={{ x: 900 }}
        dataSource={data?.list ?? []}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
        }}
        columns={[
          { title: t('bms.users.username'), dataIndex: 'username' },
          { title: t('bms.users.nickname'), dataIndex: 'nickname' },
          { title: t('bms.users.email'), dataIndex: 'email' },
          { title: t('bms.users.phone'), dataIndex: 'phone' },
          {
            title: t('bms.users.role'),
            dataIndex: 'roleName',
            render: (name: string | null) => name ?? <Tag>{t('bms.users.noRole')}</Tag>,
          },
          {
            title: t('bms.users.status'),
            dataIndex: 'status',
            render: (status: UserStatus) => (
              <Tag color={status === 'enabled' ? 'green' : 'red'}>{t(`bms.status.${status}`)}</Tag>
            ),
          },
          {
            title: t('bms.users.createdAt'),
            dataIndex: 'createdAt',
            render: (seconds: number) => formatTime(seconds, i18n.language),
          },
          {
            title: t('bms.actions.title'),
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_, user) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    setEditing(user);
                    form.setFieldsValue({ role: user.role ?? 0, status: user.status });
                  }}
                >
                  {t('bms.actions.edit')}
                </Button>
                <Popconfirm
                  title={t('bms.users.resetConfirm', { name: user.username })}
                  okText={t('bms.actions.yes')}
                  cancelText={t('bms.actions.no')}
                  onConfirm={() => void reset(user)}
                >
                  <Button size="small">{t('bms.users.resetPassword')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('bms.users.editTitle', { name: editing?.username ?? '' })}
        okText={t('bms.actions.save')}
        cancelText={t('bms.actions.cancel')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="role" label={t('bms.users.role')}>
            <Select options={roleOptions} />
          </Form.Item>
          <Form.Item name="status" label={t('bms.users.status')}>
            <Radio.Group
              options={[
                { value: 'enabled', label: t('bms.status.enabled') },
                { value: 'disabled', label: t('bms.status.disabled') },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

import { ADMIN_ROLE_CODE, type MenuNode, type Role, type RoleStatus } from '@skytrace/contracts';
import {
  App as AntApp,
  Alert,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Spin,
  Table,
  Tag,
  Tree,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/failure';
import { bmsApi } from '../bms.api';
import { useFailureMessage } from '../use-failure-message';
import { useLabel } from '../use-label';
import { useRemote } from '../use-remote';

interface RoleForm {
  roleName: string;
  roleCode: string;
  roleDesc: string;
  roleStatus: RoleStatus;
}

function treeData(nodes: readonly MenuNode[], label: (name: string) => string): DataNode[] {
  return nodes.map((node) => ({
    key: node.menuId,
    title: label(node.menuName),
    children: treeData(node.children ?? [], label),
  }));
}

/** Roles with the menus they grant (spec §6: create, update, delete with menu assignments). */
export default function RolesPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { message } = AntApp.useApp();
  const remote = useRemote(
    () => Promise.all([bmsApi.roles(), bmsApi.menuTree(0)]),
    'roles-and-menus',
  );
  const [roles, menus]: [Role[], MenuNode[]] = remote.data ?? [[], []];
  useFailureMessage(remote.error);
  // null: closed; 'new': adding; a role: editing it.
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [form] = Form.useForm<RoleForm>();

  const load = remote.reload;

  const open = (role: Role | 'new') => {
    setEditing(role);
    if (role === 'new') {
      form.setFieldsValue({ roleName: '', roleCode: '', roleDesc: '', roleStatus: 'enabled' });
      setChecked([]);
    } else {
      form.setFieldsValue(role);
      setChecked(role.menuIds);
    }
  };
  const save = async () => {
    const values = await form.validateFields();
    try {
      if (editing === 'new') await bmsApi.createRole({ ...values, menuIds: checked });
      else if (editing)
        await bmsApi.updateRole({ ...values, roleId: editing.roleId, menuIds: checked });
      message.success(t('bms.actions.saved'));
      setEditing(null);
      load();
    } catch (error) {
      message.error(failureText(error, t('bms.loadFailed')));
    }
  };
  const remove = async (role: Role) => {
    try {
      await bmsApi.deleteRole(role.roleId);
      message.success(t('bms.actions.deleted'));
      load();
    } catch (error) {
      message.error(failureText(error, t('bms.loadFailed')));
    }
  };
  const isAdmin = editing !== null && editing !== 'new' && editing.roleCode === ADMIN_ROLE_CODE;

  return (
    <>
      <div className="bms__toolbar">
        <Button type="primary" onClick={() => open('new')}>
          {t('bms.actions.add')}
        </Button>
      </div>
      <Table<Role>
        rowKey="roleId"
        size="middle"
        loading={remote.loading}
        scroll={{ x: 700 }}
        dataSource={roles}
        pagination={false}
        columns={[
          { title: t('bms.roles.name'), dataIndex: 'roleName' },
          { title: t('bms.roles.code'), dataIndex: 'roleCode' },
          { title: t('bms.roles.description'), dataIndex: 'roleDesc' },
          {
            title: t('bms.roles.status'),
            dataIndex: 'roleStatus',
            render: (status: RoleStatus) => (
              <Tag color={status === 'enabled' ? 'green' : 'red'}>{t(`bms.status.${status}`)}</Tag>
            ),
          },
          {
            title: t('bms.roles.menus'),
            key: 'menus',
            render: (_, role) => t('bms.roles.menuCount', { count: role.menuIds.length }),
          },
          { title: t('bms.roles.users'), dataIndex: 'userCount' },
          {
            title: t('bms.actions.title'),
            key: 'actions',
            width: 170,
            render: (_, role) => (
              <Space>
                <Button size="small" onClick={() => open(role)}>
                  {t('bms.actions.edit')}
                </Button>
                {role.roleCode !== ADMIN_ROLE_CODE && (
                  <Popconfirm
                    title={t('bms.actions.confirmDelete', { name: role.roleName })}
                    okText={t('bms.actions.yes')}
                    cancelText={t('bms.actions.no')}
                    onConfirm={() => void remove(role)}
                  >
                    <Button size="small" danger>
                      {t('bms.actions.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={
          editing === 'new'
            ? t('bms.roles.addTitle')
            : t('bms.roles.editTitle', { name: editing?.roleName ?? '' })
        }
        okText={t('bms.actions.save')}
        cancelText={t('bms.actions.cancel')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="roleName" label={t('bms.roles.name')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="roleCode" label={t('bms.roles.code')} rules={[{ required: true }]}>
            <Input maxLength={32} disabled={isAdmin} />
          </Form.Item>
          <Form.Item name="roleDesc" label={t('bms.roles.description')}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
          <Form.Item name="roleStatus" label={t('bms.roles.status')}>
            <Radio.Group
              disabled={isAdmin}
              options={[
                { value: 'enabled', label: t('bms.status.enabled') },
                { value: 'disabled', label: t('bms.status.disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('bms.roles.menus')}>
            {isAdmin ? (
              <Alert type="info" title={t('bms.roles.adminNote')} />
            ) : (
              // Mounted with the dialog's content once the menus arrived, so all start expanded
              // (the dialog can open before they do on a slow line).
              editing !== null &&
              (remote.data === undefined ? (
                <Spin size="small" />
              ) : (
                <Tree
                  checkable
                  defaultExpandAll
                  treeData={treeData(menus, label)}
                  checkedKeys={checked}
                  onCheck={(keys) => {
                    const list = Array.isArray(keys) ? keys : keys.checked;
                    setChecked(list.map(Number));
                  }}
                />
              ))
            )}
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

import type { MenuCreate, MenuNode } from '@skytrace/contracts';
import {
  App as AntApp,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  TreeSelect,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/failure';
import { bmsApi } from '../bms.api';
import { menuIcon, MENU_ICON_NAMES } from '../menu-icons';
import { useFailureMessage } from '../use-failure-message';
import { useLabel } from '../use-label';
import { useRemote } from '../use-remote';

interface MenuForm {
  menuName: string;
  menuType: 0 | 1;
  parentId: number;
  route: string | null;
  permission: string | null;
  icon: string | null;
  orderNum: number;
  hidden: boolean;
}

interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

/** Submenus that may hold a menu: not `exclude` nor anything below it. */
function parentOptions(
  nodes: readonly MenuNode[],
  label: (name: string) => string,
  exclude: number | undefined,
): ParentOption[] {
  return nodes
    .filter((node) => node.menuType === 0 && node.menuId !== exclude)
    .map((node) => ({
      value: node.menuId,
      title: label(node.menuName),
      children: parentOptions(node.children ?? [], label, exclude),
    }));
}

/** Strips empty `children` so the table shows no expander for leaves. */
function rows(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.map(({ children, ...node }) =>
    children && children.length > 0 ? { ...node, children: rows(children) } : node,
  );
}

/** The menu tree: submenus and pages, their routes, permissions and icons (spec §3). */
export default function MenusPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { message } = AntApp.useApp();
  const remote = useRemote(() => bmsApi.menuTree(0), 'menus');
  const tree = remote.data ?? [];
  useFailureMessage(remote.error);
  const [editing, setEditing] = useState<MenuNode | 'new' | null>(null);
  const [form] = Form.useForm<MenuForm>();
  const type = Form.useWatch('menuType', form);

  const load = remote.reload;

  const open = (menu: MenuNode | 'new') => {
    setEditing(menu);
    form.setFieldsValue(
      menu === 'new'
        ? {
            menuName: '',
            menuType: 1,
            parentId: 0,
            route: null,
            permission: null,
            icon: null,
            orderNum: 0,
            hidden: false,
          }
        : menu,
    );
  };
  const save = async () => {
    const values = await form.validateFields();
    const menu: MenuCreate = {
      ...values,
      route: values.menuType === 1 ? values.route || null : null,
      permission: values.permission || null,
      icon: values.icon ?? null,
      parentId: values.parentId,
    };
    try {
      if (editing === 'new') await bmsApi.createMenu(menu);
      else if (editing) await bmsApi.updateMenu({ ...menu, menuId: editing.menuId });
      message.success(t('bms.actions.saved'));
      setEditing(null);
      load();
    } catch (error) {
      message.error(failureText(error, t('bms.loadFailed')));
    }
  };
  const remove = async (menu: MenuNode) => {
    try {
      await bmsApi.deleteMenu(menu.menuId);
      message.success(t('bms.actions.deleted'));
      load();
    } catch (error) {
      message.error(failureText(error, t('bms.loadFailed')));
    }
  };
  const editingId = editing !== null && editing !== 'new' ? editing.menuId : undefined;

  return (
    <>
      <div className="bms__toolbar">
        <Button type="primary" onClick={() => open('new')}>
          {t('bms.actions.add')}
        </Button>
      </div>
      <Table<MenuNode>
        rowKey="menuId"
        size="middle"
        loading={remote.loading}
        scroll={{ x: 900 }}
        dataSource={rows(tree)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          {
            title: t('bms.menus.name'),
            dataIndex: 'menuName',
            render: (name: string, menu) => (
              <Space>
                {menuIcon(menu.icon)}
                {label(name)}
                {menu.builtIn && <Tag>{t('bms.menus.builtIn')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('bms.menus.type'),
            dataIndex: 'menuType',
            render: (menuType: number) =>
              menuType === 0 ? t('bms.menus.submenu') : t('bms.menus.page'),
          },
          { title: t('bms.menus.route'), dataIndex: 'route' },
          { title: t('bms.menus.permission'), dataIndex: 'permission' },
          { title: t('bms.menus.order'), dataIndex: 'orderNum' },
          {
            title: t('bms.menus.hidden'),
            dataIndex: 'hidden',
            render: (hidden: boolean) => (hidden ? t('bms.actions.yes') : t('bms.actions.no')),
          },
          {
            title: t('bms.actions.title'),
            key: 'actions',
            width: 170,
            render: (_, menu) => (
              <Space>
                <Button size="small" onClick={() => open(menu)}>
                  {t('bms.actions.edit')}
                </Button>
                {!menu.builtIn && (
                  <Popconfirm
                    title={t('bms.actions.confirmDelete', { name: label(menu.menuName) })}
                    okText={t('bms.actions.yes')}
                    cancelText={t('bms.actions.no')}
                    onConfirm={() => void remove(menu)}
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
            ? t('bms.menus.addTitle')
            : t('bms.menus.editTitle', { name: editing ? label(editing.menuName) : '' })
        }
        okText={t('bms.actions.save')}
        cancelText={t('bms.actions.cancel')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="menuName" label={t('bms.menus.name')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="menuType" label={t('bms.menus.type')}>
            <Radio.Group
              options={[
                { value: 0, label: t('bms.menus.submenu') },
                { value: 1, label: t('bms.menus.page') },
              ]}
            />
          </Form.Item>
          <Form.Item name="parentId" label={t('bms.menus.parent')}>
            <TreeSelect
              treeDefaultExpandAll
              treeData={[
                { value: 0, title: t('bms.menus.top'), children: [] },
                ...parentOptions(tree, label, editingId),
              ]}
            />
          </Form.Item>
          {type === 1 && (
            <>
              <Form.Item name="route" label={t('bms.menus.route')} extra={t('bms.menus.routeHelp')}>
                <Input maxLength={200} placeholder="/bms/..." />
              </Form.Item>
              <Form.Item
                name="permission"
                label={t('bms.menus.permission')}
                extra={t('bms.menus.permissionHelp')}
              >
                <Input maxLength={64} placeholder="bms:..." />
              </Form.Item>
            </>
          )}
          <Form.Item name="icon" label={t('bms.menus.icon')}>
            <Select
              allowClear
              options={MENU_ICON_NAMES.map((name) => ({
                value: name,
                label: (
                  <Space>
                    {menuIcon(name)}
                    {name}
                  </Space>
                ),
              }))}
            />
          </Form.Item>
          <Form.Item name="orderNum" label={t('bms.menus.order')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item
            name="hidden"
            label={t('bms.menus.hidden')}
            extra={t('bms.menus.hiddenHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

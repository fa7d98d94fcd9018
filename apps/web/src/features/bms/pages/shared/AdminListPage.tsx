import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from './ExportButton';
import { ADMIN_PAGE_SIZE, type AdminList } from './use-admin-list';
import './ops.css';

/**
 * An admin list page: its title; a toolbar with the search, the status filter, the export of
 * what is filtered and a refresh; the load failure; the paged table. What differs between the
 * lists (columns, actions, dialogs) stays with the page.
 */
export function AdminListPage<T extends object, S extends string | number>(props: {
  title: string;
  testId: string;
  list: AdminList<T, S>;
  columns: ColumnsType<T>;
  statusOptions: { value: S; label: string }[];
  exportPath: string;
  /** Dialogs the page opens from its rows. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { list } = props;
  return (
    <>
      <h1 className="bms-ops-title">{props.title}</h1>
      <div className="bms-ops-toolbar">
        <Input.Search
          allowClear
          placeholder={t('bmsOps.common.searchPlaceholder')}
          aria-label={t('bmsOps.common.search')}
          onSearch={list.search}
        />
        <Select<S>
          allowClear
          style={{ width: 170 }}
          placeholder={t('kit.bms.applications.all')}
          aria-label={t('kit.bms.applications.status')}
          value={list.status}
          onChange={list.setStatus}
          options={props.statusOptions}
        />
        <ExportButton path={props.exportPath} filters={list.filters} />
        <Button
          icon={<ReloadOutlined />}
          onClick={list.reload}
          aria-label={t('bmsOps.common.refresh')}
        />
      </div>
      {list.error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: list.error })}
        </Typography.Text>
      )}
      <Table<T>
        data-testid={props.testId}
        rowKey="id"
        loading={list.loading}
        columns={props.columns}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: list.page,
          pageSize: ADMIN_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: list.setPage,
          showSizeChanger: false,
        }}
      />
      {props.children}
    </>
  );
}

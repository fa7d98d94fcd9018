import { Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, ListSearch, LoadFailure, RefreshButton } from './AdminTable';
import { ExportButton } from './ExportButton';
import type { AdminList } from './use-admin-list';
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
        <ListSearch
          aria-label={t('bmsOps.common.search')}
          onSearch={(searchText) => list.filter({ searchText })}
        />
        <Select<S>
          allowClear
          style={{ width: 170 }}
          placeholder={t('kit.bms.applications.all')}
          aria-label={t('kit.bms.applications.status')}
          value={list.filters.status}
          onChange={(status) => list.filter({ status })}
          options={props.statusOptions}
        />
        <ExportButton path={props.exportPath} filters={list.filters} />
        <RefreshButton onClick={list.reload} />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<T>
        data-testid={props.testId}
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
        columns={props.columns}
      />
      {props.children}
    </>
  );
}

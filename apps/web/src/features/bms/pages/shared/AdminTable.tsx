import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Table, Typography } from 'antd';
import type { SearchProps } from 'antd/es/input';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPages } from './use-admin-pages';

/**
 * The paged table of a back-office list: one page of `rows` of `total`, the pager bound to
 * `list` (no size changer: the server's page size is the list's), and the total beside it
 * where the page counts its rows.
 */
export function AdminTable<T extends object>(
  props: Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & {
    list: AdminPages;
    rows: readonly T[] | undefined;
    total: number | undefined;
    /** The total beside the pager: the common text, or the page's own. */
    showTotal?: boolean | ((total: number) => string);
  },
) {
  const { t } = useTranslation();
  const { list, rows, total, showTotal, ...table } = props;
  const countText = (count: number) => t('bmsOps.common.total', { total: count });
  return (
    <Table<T>
      rowKey="id"
      scroll={{ x: 'max-content' }}
      {...table}
      loading={list.loading}
      dataSource={rows ?? []}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: total ?? 0,
        showSizeChanger: false,
        ...(showTotal ? { showTotal: showTotal === true ? countText : showTotal } : {}),
        onChange: list.setPage,
      }}
    />
  );
}

/** Why a back-office list did not load, above its table (nothing when it did). */
export function LoadFailure({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Typography.Text type="danger">
      {t('bmsOps.common.loadFailed', { message: error })}
    </Typography.Text>
  );
}

/** The toolbar's refresh: loads the list's page again with the same filters. */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined />} onClick={onClick} aria-label={t('bmsOps.common.refresh')} />
  );
}

/**
 * The toolbar's text search: trimmed, and an empty search is no filter (`undefined`). The
 * placeholder is the common one unless the page names what it searches.
 */
export function ListSearch(
  props: Omit<SearchProps, 'onSearch'> & { onSearch: (text: string | undefined) => void },
) {
  const { t } = useTranslation();
  const { onSearch, ...input } = props;
  return (
    <Input.Search
      allowClear
      placeholder={t('bmsOps.common.searchPlaceholder')}
      {...input}
      onSearch={(value) => onSearch(value.trim() || undefined)}
    />
  );
}

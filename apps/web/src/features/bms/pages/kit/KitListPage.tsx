import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../shared/AdminListPage';
import { formatSeconds } from '../shared/format';
import type { AdminList } from '../shared/use-admin-list';
import { KitStatusTag, STATUS_NAMES } from './KitDialogs';

/** What kit applications and fitting requests both are: a volunteer's request under review. */
export interface KitRequestRow {
  id: number;
  username: string;
  status: 0 | 1 | 2 | 3;
  remark: string | null;
  expressNumber: string | null;
  createdAt: number;
}

/**
 * A back-office list of kit requests: id, volunteer, state (with the remark and express number),
 * the page's own columns, the time, and the review actions and dialogs of `useKitReview`.
 */
export function KitListPage<Row extends KitRequestRow>(props: {
  title: string;
  testId: string;
  list: AdminList<Row, number>;
  /** The columns of this kind of request, between the state and the time. */
  columns: ColumnsType<Row>;
  review: { actions: ColumnType<Row>; dialogs: ReactNode };
  exportPath: string;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('kit.bms.applications.user'), dataIndex: 'username' },
    {
      title: t('kit.bms.applications.status'),
      dataIndex: 'status',
      render: (value: Row['status'], row) => (
        <>
          <KitStatusTag status={value} />
          {row.remark && <span className="kit-remark">{row.remark}</span>}
          {row.expressNumber && <div className="kit-nowrap">{row.expressNumber}</div>}
        </>
      ),
    },
    ...props.columns,
    {
      title: t('kit.bms.applications.createdAt'),
      dataIndex: 'createdAt',
      render: (value: number) => formatSeconds(value),
      width: 170,
    },
    props.review.actions,
  ];
  return (
    <AdminListPage<Row, number>
      title={props.title}
      testId={props.testId}
      list={props.list}
      columns={columns}
      statusOptions={STATUS_NAMES.map((name, value) => ({ value, label: t(`kit.status.${name}`) }))}
      exportPath={props.exportPath}
    >
      {props.review.dialogs}
    </AdminListPage>
  );
}

import { ADSB_PATHS, type AdminFitting } from '@skytrace/contracts';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../shared/AdminListPage';
import { formatSeconds } from '../shared/format';
import { useAdminList } from '../shared/use-admin-list';
import { KitStatusTag, STATUS_NAMES } from './KitDialogs';
import { kitAdminApi } from './kit.api';
import { useKitReview } from './use-kit-review';
import './kit.css';

/** Fitting requests: approve, record the express number, or reject with a reason; export. */
export default function FittingsPage() {
  const { t } = useTranslation();
  const list = useAdminList<AdminFitting, number>(kitAdminApi.fittings);
  const review = useKitReview<AdminFitting>({
    texts: 'fittings',
    approve: kitAdminApi.approveFitting,
    reject: kitAdminApi.rejectFitting,
    ship: kitAdminApi.expressFitting,
    reasons: kitAdminApi.fittingReasons,
    changed: list.reload,
  });

  const columns: ColumnsType<AdminFitting> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('kit.bms.applications.user'), dataIndex: 'username' },
    {
      title: t('kit.bms.applications.status'),
      dataIndex: 'status',
      render: (value: AdminFitting['status'], row) => (
        <>
          <KitStatusTag status={value} />
          {row.remark && <span className="kit-remark">{row.remark}</span>}
          {row.expressNumber && <div className="kit-nowrap">{row.expressNumber}</div>}
        </>
      ),
    },
    {
      title: t('kit.bms.fittings.fittings'),
      render: (_, row) =>
        row.fittings
          .map((fitting) => t(`kit.fittingNames.${fitting}`))
          .join(t('kit.listSeparator')),
    },
    { title: t('kit.bms.fittings.reason'), dataIndex: 'reason', ellipsis: true, width: 220 },
    {
      title: t('kit.bms.applications.recipient'),
      render: (_, row) => (
        <>
          {row.recipientName} · {row.phone}
          <br />
          <Typography.Text type="secondary">
            {row.address} {row.postcode}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('kit.bms.applications.createdAt'),
      dataIndex: 'createdAt',
      render: (value: number) => formatSeconds(value),
      width: 170,
    },
    review.actions,
  ];

  return (
    <AdminListPage<AdminFitting, number>
      title={t('kit.bms.fittings.title')}
      testId="kit-fittings-table"
      list={list}
      columns={columns}
      statusOptions={STATUS_NAMES.map((name, value) => ({ value, label: t(`kit.status.${name}`) }))}
      exportPath={ADSB_PATHS.fittingExport}
    >
      {review.dialogs}
    </AdminListPage>
  );
}

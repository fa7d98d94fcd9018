import { ADSB_PATHS, type AdminFitting } from '@skytrace/contracts';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useAdminList } from '../shared/use-admin-list';
import { KitListPage } from './KitListPage';
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

  // Between the state and the time (KitListPage adds the rest).
  const columns: ColumnsType<AdminFitting> = [
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
  ];

  return (
    <KitListPage<AdminFitting>
      title={t('kit.bms.fittings.title')}
      testId="kit-fittings-table"
      list={list}
      columns={columns}
      review={review}
      exportPath={ADSB_PATHS.fittingExport}
    />
  );
}

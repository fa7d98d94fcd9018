import { ADSB_PATHS, type AdminApplication } from '@skytrace/contracts';
import { Grid, Image, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentToken } from '../../../../session/auth.store';
import { AdminListPage } from '../shared/AdminListPage';
import { formatSeconds } from '../shared/format';
import { useAdminList } from '../shared/use-admin-list';
import { KitStatusTag, STATUS_NAMES } from './KitDialogs';
import { kitAdminApi } from './kit.api';
import { useKitReview } from './use-kit-review';
import './kit.css';

/** An owner-only stored file as an <img> source: the token goes in the query (spec §7). */
function photoSource(url: string): string {
  const token = currentToken();
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}

/**
 * Kit applications: approve (which makes the volunteer's pending agreement), reject with a
 * remark (only then, spec §4), and record the express number when the kit ships.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const list = useAdminList<AdminApplication, number>(kitAdminApi.applications);
  const review = useKitReview<AdminApplication>({
    texts: 'applications',
    approve: (id) => kitAdminApi.audit(id, 1),
    reject: (id, remark) => kitAdminApi.audit(id, 3, remark),
    ship: kitAdminApi.expressApplication,
    reasons: kitAdminApi.applicationReasons,
    changed: list.reload,
  });

  const columns: ColumnsType<AdminApplication> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('kit.bms.applications.user'), dataIndex: 'username' },
    {
      title: t('kit.bms.applications.status'),
      dataIndex: 'status',
      render: (value: AdminApplication['status'], row) => (
        <>
          <KitStatusTag status={value} />
          {row.remark && <span className="kit-remark">{row.remark}</span>}
          {row.expressNumber && <div className="kit-nowrap">{row.expressNumber}</div>}
        </>
      ),
    },
    {
      title: t('kit.bms.applications.recipient'),
      render: (_, row) => (
        <span className="kit-nowrap">
          {row.recipientName}
          <br />
          <Typography.Text type="secondary">{row.phone}</Typography.Text>
        </span>
      ),
    },
    ...(screens.md
      ? [
          {
            title: t('kit.bms.applications.address'),
            render: (_: unknown, row: AdminApplication) => `${row.address} ${row.postcode}`,
            ellipsis: true,
            width: 240,
          },
          {
            title: t('kit.bms.applications.location'),
            render: (_: unknown, row: AdminApplication) => (
              <span className="kit-nowrap">
                {row.lat.toFixed(4)}, {row.lon.toFixed(4)}
              </span>
            ),
          },
          {
            title: t('kit.bms.applications.lengths'),
            render: (_: unknown, row: AdminApplication) => (
              <span className="kit-nowrap">
                {row.cableLength} m / {row.feederLength} m
              </span>
            ),
          },
          { title: t('kit.bms.applications.recommender'), dataIndex: 'recommender' },
        ]
      : []),
    {
      title: t('kit.bms.applications.photos'),
      render: (_, row) => (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {row.photos.map((photo) => (
              <Image key={photo.file} width={48} height={36} src={photoSource(photo.url)} />
            ))}
          </Space>
        </Image.PreviewGroup>
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
    <AdminListPage<AdminApplication, number>
      title={t('kit.bms.applications.title')}
      testId="kit-applications-table"
      list={list}
      columns={columns}
      statusOptions={STATUS_NAMES.map((name, value) => ({ value, label: t(`kit.status.${name}`) }))}
      exportPath={ADSB_PATHS.applicationExport}
    >
      {review.dialogs}
    </AdminListPage>
  );
}

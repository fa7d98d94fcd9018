import { ADSB_PATHS, type AdminApplication } from '@skytrace/contracts';
import { Grid, Image, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentToken } from '../../../../session/auth.store';
import { useAdminList } from '../shared/use-admin-list';
import { KitListPage } from './KitListPage';
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

  // Between the state and the time (KitListPage adds the rest).
  const columns: ColumnsType<AdminApplication> = [
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
  ];

  return (
    <KitListPage<AdminApplication>
      title={t('kit.bms.applications.title')}
      testId="kit-applications-table"
      list={list}
      columns={columns}
      review={review}
      exportPath={ADSB_PATHS.applicationExport}
    />
  );
}

import type { AirportImagePage } from '@skytrace/contracts';
import { App, Input, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { LoadFailure, RefreshButton } from '../shared/AdminTable';
import { useAdminPages } from '../shared/use-admin-pages';
import { airportImagesApi } from './airport-images.api';
import {
  PHOTO_PAGE_SIZE,
  PhotoReviewTable,
  RejectDialog,
  ReviewButtons,
  StatusSelect,
} from './photo-review';
import '../shared/ops.css';

type Row = AirportImagePage['list'][number];

/**
 * Airport photos: their own list (spec §7 `/adsb/airport/image/list`) by state and IATA code,
 * approved and rejected through the `airport/image/*` aliases. Every change is logged.
 */
export default function AirportImagesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [iataError, setIataError] = useState(false);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const list = useAdminPages(
    (filters: { status: number; iata?: string }, paging) =>
      airportImagesApi.list({ ...paging, ...filters }),
    { status: 0 },
    { pageSize: PHOTO_PAGE_SIZE },
  );
  const { reload } = list;
  const approve = (id: number) =>
    airportImagesApi.approve(id).then(
      () => {
        void message.success(t('gallery.bms.approved', { id }));
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );

  const subject: ColumnType<Row> = {
    title: t('gallery.bms.iataFilter'),
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {row.airport}
        {row.caption && (
          <>
            <br />
            <Typography.Text type="secondary">{row.caption}</Typography.Text>
          </>
        )}
      </span>
    ),
  };
  const actions = (row: Row) =>
    row.status === 0 ? (
      <Space wrap>
        <ReviewButtons
          onApprove={() => void approve(row.id)}
          onReject={() => setRejecting(row.id)}
        />
      </Space>
    ) : null;

  return (
    <>
      <h1 className="bms-ops-title">{t('gallery.bms.airportTitle')}</h1>
      <Typography.Paragraph type="secondary">{t('gallery.bms.airportLead')}</Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <StatusSelect value={list.filters.status} onChange={(status) => list.filter({ status })} />
        <Input.Search
          allowClear
          style={{ width: 180 }}
          maxLength={3}
          aria-label={t('gallery.bms.iataFilter')}
          placeholder={t('gallery.bms.iataFilter')}
          status={iataError ? 'error' : ''}
          onSearch={(value) => {
            const code = value.trim();
            const valid = code === '' || /^[A-Za-z]{3}$/.test(code);
            setIataError(!valid);
            if (!valid) return;
            list.filter({ iata: code === '' ? undefined : code.toUpperCase() });
          }}
        />
        <RefreshButton onClick={reload} />
      </div>
      {iataError && <Typography.Text type="danger">{t('gallery.bms.iataInvalid')}</Typography.Text>}
      <LoadFailure error={list.error} />
      <PhotoReviewTable<Row>
        testId="airport-images-table"
        subject={subject}
        showUnread={false}
        actions={actions}
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
      />
      {rejecting !== null && (
        <RejectDialog
          id={rejecting}
          inputId="airport-reject-reason"
          reject={airportImagesApi.reject}
          onClose={() => setRejecting(null)}
          onDone={() => {
            void message.success(t('gallery.bms.rejected', { id: rejecting }));
            reload();
          }}
        />
      )}
    </>
  );
}

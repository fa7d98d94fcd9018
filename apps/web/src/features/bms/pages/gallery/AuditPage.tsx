import type { AuditPicture } from '@skytrace/contracts';
import { App, Button, Select, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { LoadFailure, RefreshButton } from '../shared/AdminTable';
import { useAdminPages } from '../shared/use-admin-pages';
import { galleryAdminApi } from './gallery-admin.api';
import {
  PHOTO_PAGE_SIZE,
  PhotoReviewTable,
  RejectDialog,
  ReviewButtons,
  StatusSelect,
} from './photo-review';
import '../shared/ops.css';

/**
 * Photo review: the queue by state and kind; approve, reject with a reason, mark seen, and put
 * approved photos in the home showcase. Every change is logged by the server.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const list = useAdminPages(
    (filters: { status: number; kind?: string }, paging) =>
      galleryAdminApi.queue({ ...paging, ...filters }),
    { status: 0 },
    { pageSize: PHOTO_PAGE_SIZE },
  );
  const { reload } = list;
  const act = (work: Promise<unknown>, done: string) =>
    work.then(
      () => {
        void message.success(done);
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );

  const subject: ColumnType<AuditPicture> = {
    title: t('gallery.bms.subject'),
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {row.kind === 'plane'
          ? [row.registration, row.aircraftType].filter(Boolean).join(' · ')
          : t('gallery.card.airportPhoto', { code: row.airport })}
        <br />
        <Typography.Text type="secondary">
          {[row.airline, row.kind === 'plane' ? row.airport : '', row.caption]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </span>
    ),
  };
  const actions = (row: AuditPicture) => (
    <Space wrap>
      {row.status === 0 && (
        <ReviewButtons
          onApprove={() =>
            void act(galleryAdminApi.approve(row.id), t('gallery.bms.approved', { id: row.id }))
          }
          onReject={() => setRejecting(row.id)}
        />
      )}
      {!row.read && (
        <Button
          size="small"
          onClick={() => void act(galleryAdminApi.markRead(row.id), t('gallery.bms.read'))}
        >
          {t('gallery.bms.markRead')}
        </Button>
      )}
      {row.status === 1 && (
        <Button
          size="small"
          onClick={() =>
            void act(galleryAdminApi.showcase(row.id, !row.showcase), t('gallery.bms.showcased'))
          }
        >
          {row.showcase ? t('gallery.bms.unshowcase') : t('gallery.bms.showcase')}
        </Button>
      )}
    </Space>
  );

  return (
    <>
      <h1 className="bms-ops-title">{t('gallery.bms.title')}</h1>
      <div className="bms-ops-toolbar">
        <StatusSelect value={list.filters.status} onChange={(status) => list.filter({ status })} />
        <Select<string>
          allowClear
          style={{ width: 150 }}
          aria-label={t('gallery.bms.kindFilter')}
          placeholder={t('gallery.bms.allKinds')}
          value={list.filters.kind}
          onChange={(kind) => list.filter({ kind })}
          options={[
            { value: 'plane', label: t('gallery.upload.kindPlane') },
            { value: 'airport', label: t('gallery.upload.kindAirport') },
          ]}
        />
        <RefreshButton onClick={reload} />
      </div>
      <LoadFailure error={list.error} />
      <PhotoReviewTable<AuditPicture>
        testId="gallery-audit-table"
        subject={subject}
        showUnread
        actions={actions}
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
      />
      {rejecting !== null && (
        <RejectDialog
          id={rejecting}
          inputId="gallery-reject-reason"
          reject={galleryAdminApi.reject}
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

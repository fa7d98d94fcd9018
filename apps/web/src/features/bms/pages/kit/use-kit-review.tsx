import { App, Button, Popconfirm, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { ExpressDialog, RejectDialog } from './KitDialogs';
import type { Reason } from './kit.api';

/** A kit application or fitting request as its review needs it (spec §3 statuses 0–3). */
interface Reviewed {
  id: number;
  status: 0 | 1 | 2 | 3;
  expressNumber: string | null;
}

/** What differs between reviewing applications and fitting requests. */
export interface KitReviewOptions {
  /** Text key prefix of the list: `kit.bms.applications` or `kit.bms.fittings`. */
  texts: 'applications' | 'fittings';
  approve: (id: number) => Promise<unknown>;
  reject: (id: number, remark: string) => Promise<unknown>;
  ship: (id: number, expressNumber: string) => Promise<unknown>;
  reasons: () => Promise<Reason[]>;
  /** Called after every change, to load the list again. */
  changed: () => void;
}

/**
 * The review of kit requests: approve (confirmed), reject with a remark (a common reason or free
 * text, spec §4), record the express number once approved or sent. Gives the actions column and
 * the dialogs it opens.
 */
export function useKitReview<T extends Reviewed>(
  options: KitReviewOptions,
): { actions: ColumnType<T>; dialogs: ReactNode } {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [shipping, setShipping] = useState<T | null>(null);
  const [reasons, setReasons] = useState<Reason[]>([]);
  const prefix = `kit.bms.${options.texts}` as const;

  const approve = (row: T) =>
    options.approve(row.id).then(
      () => {
        void message.success(t(`${prefix}.approved`, { id: row.id }));
        options.changed();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );
  const openReject = (row: T) => {
    setRejecting(row);
    options.reasons().then(setReasons, () => setReasons([]));
  };

  const actions: ColumnType<T> = {
    title: t('kit.bms.applications.actions'),
    fixed: 'right',
    render: (_, row) => (
      <Space wrap>
        {row.status === 0 && (
          <>
            <Popconfirm
              title={t('kit.bms.applications.approve')}
              onConfirm={() => void approve(row)}
            >
              <Button type="primary" size="small">
                {t('kit.bms.applications.approve')}
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => openReject(row)}>
              {t('kit.bms.applications.reject')}
            </Button>
          </>
        )}
        {(row.status === 1 || row.status === 2) && (
          <Button size="small" onClick={() => setShipping(row)}>
            {t('kit.bms.applications.ship')}
          </Button>
        )}
      </Space>
    ),
  };

  const dialogs = (
    <>
      {rejecting && (
        <RejectDialog
          title={t(`${prefix}.rejectTitle`, { id: rejecting.id })}
          reasons={reasons}
          onClose={() => setRejecting(null)}
          onSubmit={async (remark) => {
            await options.reject(rejecting.id, remark);
            void message.success(t(`${prefix}.rejected`, { id: rejecting.id }));
            options.changed();
          }}
        />
      )}
      {shipping && (
        <ExpressDialog
          title={t(`${prefix}.shipTitle`, { id: shipping.id })}
          initial={shipping.expressNumber}
          onClose={() => setShipping(null)}
          onSubmit={async (expressNumber) => {
            await options.ship(shipping.id, expressNumber);
            void message.success(t(`${prefix}.shipped`, { id: shipping.id }));
            options.changed();
          }}
        />
      )}
    </>
  );
  return { actions, dialogs };
}

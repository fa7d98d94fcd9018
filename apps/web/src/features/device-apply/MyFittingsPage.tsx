import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FittingApplication } from '@skytrace/contracts';
import { FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { formatDay } from '../../lib/day';
import { kitApi } from './kit.api';
import { StatusTag } from './KitLayout';
import { useList } from './use-list';

/** /device/my-replace-fittings: each request with its state; withdraw while pending. */
export function MyFittingsPage() {
  const { t } = useTranslation();
  const { list, error, reload } = useList(kitApi.fittings);
  const [message, setMessage] = useState<{ error?: string; info?: string }>({});

  const withdraw = (request: FittingApplication) => {
    if (!window.confirm(t('kit.myApply.confirmWithdraw'))) return;
    kitApi.withdrawFittings(request.id).then(
      () => {
        setMessage({ info: t('kit.myApply.withdrawn') });
        reload();
      },
      (failure: unknown) => setMessage({ error: failureText(failure) }),
    );
  };

  return (
    <>
      <h1 className="kit-title">{t('kit.fittings.myTitle')}</h1>
      <FormMessage error={message.error ?? error} info={message.info} />
      {list?.length === 0 && (
        <p className="kit-lead">
          {t('kit.fittings.empty')}{' '}
          <Link to="/device/replace-fittings">{t('kit.fittings.requestNow')}</Link>
        </p>
      )}
      <ul className="kit-list" data-testid="kit-my-fittings">
        {list?.map((request) => (
          <li className="kit-item" key={request.id} data-fitting={request.id}>
            <div className="kit-item__head">
              <StatusTag status={request.status} />
              <span className="kit-hint">
                {t('kit.fittings.requestedAt', { date: formatDay(request.createdAt) })}
              </span>
            </div>
            {request.status === 3 && request.remark && (
              <p className="kit-remark">
                {t('kit.myApply.remark')}: {request.remark}
              </p>
            )}
            <dl>
              <dt>{t('kit.fields.fittings')}</dt>
              <dd>
                {request.fittings
                  .map((fitting) => t(`kit.fittingNames.${fitting}`))
                  .join(t('kit.listSeparator'))}
              </dd>
              <dt>{t('kit.fields.reason')}</dt>
              <dd>{request.reason}</dd>
              <dt>{t('kit.myApply.recipient')}</dt>
              <dd>
                {request.recipientName} · {request.phone}
                <br />
                {request.address} {request.postcode}
              </dd>
              {request.expressNumber && (
                <>
                  <dt>{t('kit.myApply.express')}</dt>
                  <dd>{request.expressNumber}</dd>
                </>
              )}
            </dl>
            {request.status === 0 && (
              <div className="kit-actions">
                <button
                  type="button"
                  className="button button--ghost-dark"
                  onClick={() => withdraw(request)}
                >
                  {t('kit.myApply.withdraw')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

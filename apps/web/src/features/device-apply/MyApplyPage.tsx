import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Application } from '@skytrace/contracts';
import { FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { formatDay } from '../../lib/day';
import { kitApi } from './kit.api';
import { StatusTag } from './KitLayout';
import { useList } from './use-list';

/**
 * /device/my-apply: each application with its spec §4 state — waiting for approval (edit,
 * withdraw), approved (sign the agreement), receiver sent (express number), not approved (the
 * audit remark, shown only then).
 */
export function MyApplyPage() {
  const { t } = useTranslation();
  const { list, error, reload } = useList(kitApi.applications);
  const [message, setMessage] = useState<{ error?: string; info?: string }>({});

  const withdraw = (application: Application) => {
    if (!window.confirm(t('kit.myApply.confirmWithdraw'))) return;
    kitApi.withdraw(application.id).then(
      () => {
        setMessage({ info: t('kit.myApply.withdrawn') });
        reload();
      },
      (failure: unknown) => setMessage({ error: failureText(failure) }),
    );
  };

  return (
    <>
      <h1 className="kit-title">{t('kit.myApply.title')}</h1>
      <FormMessage error={message.error ?? error} info={message.info} />
      {list?.length === 0 && (
        <p className="kit-lead">
          {t('kit.myApply.empty')} <Link to="/device/apply">{t('kit.myApply.applyNow')}</Link>
        </p>
      )}
      <ul className="kit-list" data-testid="kit-my-applications">
        {list?.map((application) => (
          <li className="kit-item" key={application.id} data-application={application.id}>
            <div className="kit-item__head">
              <StatusTag status={application.status} />
              <span className="kit-hint">
                {t('kit.myApply.submittedAt', { date: formatDay(application.createdAt) })}
              </span>
            </div>
            {application.status === 3 && application.remark && (
              <p className="kit-remark" data-testid="kit-remark">
                {t('kit.myApply.remark')}: {application.remark}
              </p>
            )}
            <dl>
              <dt>{t('kit.myApply.location')}</dt>
              <dd>
                {application.lat.toFixed(4)}°, {application.lon.toFixed(4)}°
              </dd>
              <dt>{t('kit.myApply.recipient')}</dt>
              <dd>
                {application.recipientName} · {application.phone}
                <br />
                {application.address} {application.postcode}
              </dd>
              {application.expressNumber && (
                <>
                  <dt>{t('kit.myApply.express')}</dt>
                  <dd data-testid="kit-express">{application.expressNumber}</dd>
                </>
              )}
            </dl>
            {application.status === 1 && (
              <p className="kit-hint">{t('kit.myApply.approvedHint')}</p>
            )}
            {application.status === 2 && <p className="kit-hint">{t('kit.myApply.sentHint')}</p>}
            <div className="kit-actions">
              {application.status === 0 && (
                <>
                  <Link
                    className="button button--ghost-dark"
                    to={`/device/apply?edit=${application.id}`}
                  >
                    {t('kit.myApply.edit')}
                  </Link>
                  <button
                    type="button"
                    className="button button--ghost-dark"
                    onClick={() => withdraw(application)}
                  >
                    {t('kit.myApply.withdraw')}
                  </button>
                </>
              )}
              {application.contractUuid && (
                <Link
                  className="button button--primary"
                  to={`/contract/${application.contractUuid}`}
                >
                  {t(
                    application.status === 1 ? 'kit.myApply.contract' : 'kit.myApply.contractView',
                  )}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Contract } from '@skytrace/contracts';
import { ApiError } from '../../api/http';
import { contractsApi } from './contracts.api';
import { formatDay } from '../../lib/day';
import './contracts.css';

/** /contract: the signed-in user's hosting agreements with their state. */
export function ContractsPage() {
  const { t } = useTranslation();
  const [list, setList] = useState<Contract[]>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    contractsApi.list().then(
      (contracts) => live && setList(contracts),
      (failure: unknown) =>
        live && setError(failure instanceof ApiError ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="contract-page">
      <div className="contract-card">
        <Link className="contract-back" to="/device/my-apply">
          ← {t('kit.tabs.myApply')}
        </Link>
        <h1 className="contract-title">{t('kit.contracts.title')}</h1>
        {error && (
          <p className="contract-error" role="alert">
            {error}
          </p>
        )}
        {list?.length === 0 && <p className="contract-meta">{t('kit.contracts.empty')}</p>}
        <ul className="contract-list" data-testid="contract-list">
          {list?.map((contract) => (
            <li key={contract.uuid}>
              <div>
                <span className={`contract-status contract-status--${contract.status}`}>
                  {t(`kit.contracts.status.${contract.status}`)}
                </span>{' '}
                <span>{contract.address}</span>
                <div className="contract-meta contract-meta--inline">
                  {contract.signedAt
                    ? `${t('kit.contracts.signedAt', { date: formatDay(contract.signedAt) })} · ${t('kit.contracts.validUntil', { date: formatDay(contract.validUntil) })}`
                    : t('kit.contracts.madeAt', { date: formatDay(contract.createdAt) })}
                </div>
              </div>
              <Link className="button button--primary" to={`/contract/${contract.uuid}`}>
                {t('kit.contracts.open')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

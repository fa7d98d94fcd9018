import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../api/failure';
import { isMobileDevice, probeDevice } from '../../lib/device';
import { useLoad } from '../../api/use-load';
import { AlertRules } from './AlertRules';
import { followApi } from './follow.api';
import { enablePush, pushSupported, type PushResult } from './push';
import './follow.css';

/** /follow: the user's followed flights and airframes, each opening the live flight. */
export function FollowListPage() {
  const { t } = useTranslation();
  const list = useLoad((signal) => followApi.mine(1, signal), 'mine');
  const [push, setPush] = useState<PushResult | 'busy' | 'failed' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The map of this device's layout: the phone's sheet lives under /mobile.
  const [mobile] = useState(() => isMobileDevice(probeDevice()));

  const remove = (id: number) => {
    setError(null);
    followApi
      .remove(id)
      .then(() => list.reload())
      .catch((failure: unknown) => setError(failureText(failure)));
  };
  const turnOnPush = () => {
    setPush('busy');
    enablePush()
      .then(setPush)
      .catch(() => setPush('failed'));
  };

  const rows = list.data?.list ?? [];
  return (
    <main className="follow-page">
      <h1>{t('follow.title')}</h1>
      <p className="follow-page__limit">
        {t('follow.count', { count: list.data?.total ?? 0, limit: list.data?.limit ?? 0 })}{' '}
        <Link to={`${mobile ? '/mobile' : '/'}?tool=following`}>{t('follow.showOnMap')}</Link>
      </p>
      {pushSupported() && (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={turnOnPush}
            disabled={push === 'busy' || push === 'on'}
          >
            {push === 'on' ? t('follow.pushOn') : t('follow.enablePush')}
          </button>{' '}
          {push === 'denied' && <span role="alert">{t('follow.pushDenied')}</span>}
          {push === 'failed' && <span role="alert">{t('follow.pushFailed')}</span>}
        </p>
      )}
      {list.error !== undefined && <p role="alert">{failureText(list.error)}</p>}
      {error !== null && <p role="alert">{error}</p>}
      {!list.loading && rows.length === 0 && <p>{t('follow.empty')}</p>}
      <ul className="follow-list" aria-label={t('follow.title')}>
        {rows.map((row) => {
          const name = row.fnum ?? row.aircraftNumber ?? row.icaoId ?? '';
          const target = row.fnum ?? row.icaoId ?? row.aircraftNumber;
          return (
            <li key={row.id} className="follow-list__row">
              <span className="follow-list__name">
                {target !== null ? (
                  <Link to={`/tracker/${encodeURIComponent(target)}`}>{name}</Link>
                ) : (
                  name
                )}
              </span>
              <span>{row.date ?? t('follow.aircraft')}</span>
              <span>
                {row.forg ?? '—'} → {row.fdst ?? '—'}
              </span>
              <span className={row.flightStatusCode === 1 ? 'follow-list__flying' : ''}>
                {row.flightStatusCode === 1 ? t('follow.inFlight') : t('follow.notFlying')}
              </span>
              <button
                type="button"
                className="button button--ghost-dark"
                onClick={() => remove(row.id)}
              >
                {t('follow.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <AlertRules />
    </main>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { formatDay } from '../../lib/day';
import { detailCall, userRankCall } from './poa.api';
import { NoDevices } from './parts';

/** /poa/onlinetime: one of my receivers now, and its hours online on each of the last 14 days. */
export function OnlineTimePage() {
  const { t } = useTranslation();
  const mine = useLoad((signal) => userRankCall(signal), 'poa-devices');
  const [chosen, setChosen] = useState<number | null>(null);
  const devId = chosen ?? mine.data?.devices[0]?.devId ?? null;
  const detail = useLoad(
    (signal) => (devId === null ? Promise.resolve(null) : detailCall(devId, signal)),
    `poa-detail-${String(devId)}`,
  );
  if (mine.error)
    return <p className="form-message form-message--error">{failureText(mine.error)}</p>;
  if (!mine.data) return <p className="poa__muted">{t('wechat.wait')}</p>;
  if (mine.data.devices.length === 0) return <NoDevices />;
  const device = detail.data?.device;
  return (
    <div data-testid="poa-online">
      {mine.data.devices.length > 1 && (
        <label className="field">
          <span className="field__label">{t('poa.chooseDevice')}</span>
          <select value={devId ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
            {mine.data.devices.map((one) => (
              <option key={one.devId} value={one.devId}>
                {one.alias ?? t('poa.device', { id: one.devId })}
              </option>
            ))}
          </select>
        </label>
      )}
      {detail.error ? (
        <p className="form-message form-message--error">{failureText(detail.error)}</p>
      ) : !device ? (
        <p className="poa__muted">{t('wechat.wait')}</p>
      ) : (
        <>
          <div className="poa__card">
            <div className="poa__card-head">
              <strong>{device.alias ?? t('poa.device', { id: device.devId })}</strong>
              <span className={device.online ? 'poa__status poa__status--on' : 'poa__status'}>
                {t(device.online ? 'poa.status.online' : 'poa.status.offline')}
              </span>
            </div>
            <dl className="poa__figures">
              <div>
                <dt>{t('poa.online.today')}</dt>
                <dd data-testid="poa-online-today">
                  {t('poa.online.hours', { hours: device.today.onlineHours.toFixed(1) })}
                </dd>
              </div>
              <div>
                <dt>{t('poa.online.yesterday')}</dt>
                <dd>{t('poa.online.hours', { hours: device.yesterday.onlineHours.toFixed(1) })}</dd>
              </div>
              <div>
                <dt>{t('poa.online.lastSeen')}</dt>
                <dd>
                  {device.lastSeen === null
                    ? '—'
                    : new Date(device.lastSeen * 1000).toLocaleTimeString()}
                </dd>
              </div>
            </dl>
            {!device.online && device.offline.offTime > 0 && (
              <p className="poa__muted">
                {t('poa.online.offlineFor', { hours: device.offline.offTime })}
              </p>
            )}
          </div>
          <h2 className="poa__subtitle">{t('poa.online.twoWeeks')}</h2>
          <ol className="poa__bars">
            {(detail.data?.days ?? []).map((day) => (
              <li key={day.day} className="poa__bar-row">
                <span className="poa__bar-day">{day.day.slice(5)}</span>
                <span className="poa__bar">
                  <span
                    className="poa__bar-fill"
                    style={{ width: `${Math.min(100, (day.online_hours / 24) * 100)}%` }}
                  />
                </span>
                <span className="poa__bar-value">{day.online_hours.toFixed(1)}</span>
              </li>
            ))}
          </ol>
          <p className="poa__muted">
            {t('poa.online.since', { day: formatDay(device.createdAt) })}
          </p>
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { userRankCall } from './poa.api';
import { Change, NoDevices } from './parts';

/** /poa/rank: each of my receivers' place in the 30-day ranking (spec §9) and in its city. */
export function RankPage() {
  const { t } = useTranslation();
  const ranks = useLoad((signal) => userRankCall(signal), 'poa-rank');
  if (ranks.error)
    return <p className="form-message form-message--error">{failureText(ranks.error)}</p>;
  if (!ranks.data) return <p className="poa__muted">{t('wechat.wait')}</p>;
  if (ranks.data.devices.length === 0) return <NoDevices />;
  return (
    <ul className="poa__list" data-testid="poa-rank">
      {ranks.data.devices.map((device) => (
        <li key={device.devId} className="poa__card">
          <div className="poa__card-head">
            <strong>{device.alias ?? t('poa.device', { id: device.devId })}</strong>
            <span className={device.online ? 'poa__status poa__status--on' : 'poa__status'}>
              {t(device.online ? 'poa.status.online' : 'poa.status.offline')}
            </span>
          </div>
          {device.rank ? (
            <dl className="poa__figures">
              <div>
                <dt>{t('poa.rank.rank')}</dt>
                <dd data-testid="poa-rank-value">{device.rank.rank}</dd>
                <Change value={device.rank.change} />
              </div>
              <div>
                <dt>{t('poa.rank.cityRank')}</dt>
                <dd>{device.rank.cityRank ?? '—'}</dd>
                <Change value={device.rank.cityChange} />
              </div>
              <div>
                <dt>{t('poa.rank.score')}</dt>
                <dd>{device.rank.score.toFixed(1)}</dd>
              </div>
            </dl>
          ) : (
            <p className="poa__muted">{t('poa.rank.none')}</p>
          )}
          {device.rank && (
            <p className="poa__muted">{t('poa.rank.day', { day: device.rank.day })}</p>
          )}
          <Link to={`/device/index/${device.devId}`}>{t('poa.more')}</Link>
        </li>
      ))}
    </ul>
  );
}

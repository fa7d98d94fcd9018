import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { liveCall } from './poa.api';
import { NoDevices } from './parts';

/** The live figures are a minute fresh at most; asking more often only costs the phone data. */
const REFRESH_MS = 15_000;

/** /poa/liveflight: the aircraft each of my receivers hears now. */
export function LiveFlightPage() {
  const { t } = useTranslation();
  const live = useLoad((signal) => liveCall(signal), 'poa-live');
  const { reload } = live;
  useEffect(() => {
    const timer = window.setInterval(reload, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);
  if (live.error && !live.data)
    return <p className="form-message form-message--error">{failureText(live.error)}</p>;
  if (!live.data) return <p className="poa__muted">{t('wechat.wait')}</p>;
  if (live.data.devices.length === 0) return <NoDevices />;
  return (
    <div data-testid="poa-live">
      {live.data.devices.map((device) => (
        <section key={device.devId} className="poa__card">
          <div className="poa__card-head">
            <strong>{device.alias ?? t('poa.device', { id: device.devId })}</strong>
            <span className="poa__muted">
              {t('poa.live.count', { count: device.flights.length })}
            </span>
          </div>
          {device.flights.length === 0 ? (
            <p className="poa__muted">
              {t(device.online ? 'poa.live.none' : 'poa.status.offline')}
            </p>
          ) : (
            <table className="poa__table">
              <thead>
                <tr>
                  <th>{t('poa.live.flight')}</th>
                  <th>{t('poa.live.altitude')}</th>
                  <th>{t('poa.live.speed')}</th>
                  <th>{t('poa.live.heard')}</th>
                </tr>
              </thead>
              <tbody>
                {device.flights.map((flight) => (
                  <tr key={flight.icao} data-testid="poa-live-flight">
                    <td>
                      <Link to={`/tracker/${encodeURIComponent(flight.callsign ?? flight.icao)}`}>
                        {flight.callsign ?? flight.icao}
                      </Link>
                    </td>
                    <td>
                      {flight.altitude === null
                        ? '—'
                        : Math.round(flight.altitude).toLocaleString()}
                    </td>
                    <td>{flight.groundSpeed === null ? '—' : Math.round(flight.groundSpeed)}</td>
                    <td>{t('poa.live.secondsAgo', { count: flight.heardAgo })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      <p className="poa__muted">{t('poa.live.units')}</p>
      {live.error ? (
        <p className="form-message form-message--error">{failureText(live.error)}</p>
      ) : null}
    </div>
  );
}

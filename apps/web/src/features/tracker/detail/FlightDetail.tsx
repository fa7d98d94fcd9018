import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { flightQuerySchema, formatIcaoHex, type FlightBase } from '@skytrace/contracts';
import { loginRedirect } from '../../../session/login-redirect';
import { aircraftStore, isEmergency } from '../../../live/aircraft.store';
import type { FlightIdentity } from '../../../live/location.decoder';
import { useAuthStore } from '../../../session/auth.store';
import { clearSession } from '../../../session/session';
import { loadSiteConfig, useSiteConfig } from '../../../session/site-config.store';
import { useSelection } from '../tracker.store';
import { DetailFacts } from './DetailFacts';
import { DetailLinks } from './DetailLinks';
import { DetailUnits, TrackOptions } from './DetailSettings';
import { readingOf } from './detail.reading';
import { flightStatus, flightTimes } from './flight.times';
import { useFlightDetail } from './useFlightDetail';
import { FlightNumberFallback } from './FlightNumberFallback';
import { InstanceReplay } from './InstanceReplay';
import type { FlightInstance } from '../tracker.url';
import { AircraftPhoto } from '../../gallery';
import { FollowButton } from '../../follow';
import './detail.css';

interface FlightDetailProps {
  icao: number | null;
  /** The flight of the URL, shown when its aircraft is not (or no longer) in live data. */
  flight: string | undefined;
  /** The flight instance of the URL (spec §2 tracker/{fnum2}/{dynamicId}/{scheduledDeptime}). */
  instance?: FlightInstance | null;
  /** True while the page looks for the URL's flight outside the view. */
  locating: boolean;
  onClose: () => void;
}

const subscribe = (listener: () => void) => aircraftStore.subscribe(listener);
const version = () => aircraftStore.version;

/**
 * A number `dynamic/flight` can look up (an IATA flight number, not an ICAO callsign): asking
 * with anything else is a 400, and a visitor under the login rule would get a 401.
 */
function isFlightNumber(flight: string): boolean {
  return flightQuerySchema.shape.fnum.safeParse(flight).success;
}

/** Spec §6: detail and paths need login unless the site configuration opens them. */
function useDetailAllowed(): { allowed: boolean; loginNeeded: boolean } {
  const signedIn = useAuthStore((state) => state.token !== null);
  const { loaded, flightDetailRequiresLogin } = useSiteConfig();
  useEffect(() => {
    void loadSiteConfig();
  }, []);
  const open = loaded && !flightDetailRequiresLogin;
  return {
    allowed: signedIn || open,
    loginNeeded: !signedIn && loaded && flightDetailRequiresLogin,
  };
}

const inLanguage = (
  named: { name: string; cName: string | null } | null | undefined,
  language: string,
) => (named == null ? null : language === 'zh' && named.cName ? named.cName : named.name);

/** The detail bar of the selected flight (a bottom sheet on phones), spec §2 and §3. */
export function FlightDetail({
  icao,
  flight,
  instance = null,
  locating,
  onClose,
}: FlightDetailProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useSyncExternalStore(subscribe, version);
  const [folded, setFolded] = useState(false);
  const locked = useSelection((state) => state.locked);
  const setLocked = useSelection((state) => state.setLocked);
  const aircraft = icao === null ? undefined : aircraftStore.get(icao);
  // The last identity seen live, so a flight that lost its signal keeps its name and callsign.
  const [lastIdentity, setLastIdentity] = useState<FlightIdentity | null>(null);
  const liveIdentity = aircraft?.identity ?? null;
  if (liveIdentity !== null && liveIdentity !== lastIdentity) setLastIdentity(liveIdentity);
  const identity = liveIdentity ?? lastIdentity;
  const { allowed, loginNeeded } = useDetailAllowed();
  const signedIn = useAuthStore((state) => state.token !== null);
  const language = i18n.language;
  const target = `${location.pathname}${location.search}`;

  const onUnauthorized = useCallback(() => {
    // Spec §8 detail 401: the session has expired; close the bar and sign in again.
    clearSession();
    useSelection.getState().select(null);
    void navigate(loginRedirect(target));
  }, [navigate, target]);
  const { base, path, loading } = useFlightDetail({
    icao,
    callsign: identity?.callsign,
    allowed,
    language,
    onUnauthorized,
    onEmpty: onClose,
  });

  const hex = aircraft?.hex ?? (icao === null ? null : formatIcaoHex(icao));
  const title = identity?.fnum || base?.flightNum2 || identity?.callsign || flight || hex || '';
  const reading = readingOf(aircraft, allowed ? path : null);
  const times = flightTimes(allowed ? base : null, allowed ? path : null);
  const status = flightStatus({
    live: aircraft !== undefined,
    onGround: aircraft?.onGround ?? false,
    times,
    reported: allowed ? base?.status : null,
  });
  const airline = allowed ? inLanguage(base?.airline, language) : null;
  const airport = (code: string | null | undefined, info: FlightBase['forg'] | undefined) => ({
    code: code || info?.IATA || info?.ICAO || t('tracker.detail.unknown'),
    name: inLanguage(info, language),
  });
  const origin = airport(identity?.org, base?.forg);
  const destination = airport(identity?.dst, base?.fdst);
  const showRoute = allowed && (identity?.org || identity?.dst || base?.forg || base?.fdst);

  return (
    <section
      className={`flight-detail${folded ? ' flight-detail--folded' : ''}`}
      aria-label={t('tracker.detail.region', { flight: title })}
    >
      <header className="flight-detail__header">
        <div className="detail-heading">
          <h2 className="flight-detail__title">{title}</h2>
          {airline !== null && <p className="flight-detail__airline">{airline}</p>}
          {(allowed || status === 'noSignal') && icao !== null && (
            <p className={`detail-status detail-status--${status}`}>
              <span className="visually-hidden">{t('tracker.detail.status')}: </span>
              {t(`tracker.detail.statuses.${status}`)}
            </p>
          )}
        </div>
        <div className="detail-actions">
          <button
            type="button"
            className={`detail-action${locked ? ' detail-action--on' : ''}`}
            aria-label={t(locked ? 'tracker.detail.unlock' : 'tracker.detail.lock')}
            title={t(locked ? 'tracker.detail.unlock' : 'tracker.detail.lock')}
            aria-pressed={locked}
            disabled={aircraft === undefined}
            onClick={() => setLocked(!locked)}
          >
            <svg className="detail-action__icon" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="12" r="6" />
              <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
            </svg>
          </button>
          <button
            type="button"
            className="detail-action"
            aria-label={t(folded ? 'tracker.detail.unfold' : 'tracker.detail.fold')}
            title={t(folded ? 'tracker.detail.unfold' : 'tracker.detail.fold')}
            aria-expanded={!folded}
            onClick={() => setFolded(!folded)}
          >
            <span aria-hidden="true">{folded ? '▾' : '▴'}</span>
          </button>
          <button
            type="button"
            className="flight-detail__close"
            aria-label={t('tracker.detail.close')}
            title={t('tracker.detail.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </header>
      {aircraft !== undefined && isEmergency(aircraft) && (
        <p className="flight-detail__emergency" role="alert">
          {t('tracker.detail.emergency')} {identity?.squawk}
        </p>
      )}
      {!folded && (
        <div className="detail-body">
          {icao === null && (
            <p className="flight-detail__no-signal">
              {t(locating ? 'tracker.detail.locating' : 'tracker.detail.noSignal', {
                flight: title,
              })}
            </p>
          )}
          {icao === null && instance !== null && !locating && (
            <InstanceReplay instance={instance} />
          )}
          {icao === null &&
            instance === null &&
            !locating &&
            allowed &&
            flight !== undefined &&
            isFlightNumber(flight) && <FlightNumberFallback key={flight} fnum={flight} />}
          {icao !== null && aircraft === undefined && (
            <p className="flight-detail__no-signal">
              {t('tracker.detail.noSignal', { flight: title })}
              {reading !== null && ` ${t('tracker.detail.lastSeen')}`}
            </p>
          )}
          {showRoute && (
            <div className="flight-detail__route">
              <div>
                <span className="flight-detail__label">{t('tracker.detail.origin')}</span>
                <strong className="flight-detail__airport">{origin.code}</strong>
                <span className="flight-detail__city">{origin.name}</span>
              </div>
              <span className="flight-detail__arrow" aria-hidden="true">
                ✈
              </span>
              <div>
                <span className="flight-detail__label">{t('tracker.detail.destination')}</span>
                <strong className="flight-detail__airport">{destination.code}</strong>
                <span className="flight-detail__city">{destination.name}</span>
              </div>
            </div>
          )}
          {allowed && hex !== null && (
            <DetailLinks
              hex={hex}
              flight={identity?.fnum || base?.flightNum2 || identity?.callsign || flight || null}
              onLoginNeeded={onUnauthorized}
            />
          )}
          {allowed && signedIn && hex !== null && (
            <FollowButton
              hex={hex}
              fnum={identity?.fnum || base?.flightNum2 || null}
              std={base?.time.STD ?? null}
            />
          )}
          {allowed && icao !== null && (
            <AircraftPhoto
              registration={identity?.anum || base?.aircraftNum || null}
              aircraftType={identity?.aircraftType || base?.aircraftType || null}
            />
          )}
          {icao !== null && (
            <DetailFacts
              reading={reading}
              hex={hex}
              callsign={identity?.callsign || base?.flightNum3 || null}
              squawk={identity?.squawk || null}
              full={
                allowed
                  ? {
                      registration: identity?.anum || base?.aircraftNum || null,
                      aircraftType: identity?.aircraftType || base?.aircraftType || null,
                      service: identity?.fservice ?? '',
                      base,
                      times,
                    }
                  : null
              }
              nowMs={aircraftStore.lastBatchMs}
            />
          )}
          {allowed && loading && icao !== null && (
            <p className="detail-loading" role="status">
              {t('tracker.detail.loading')}
            </p>
          )}
          {loginNeeded && icao !== null && (
            <p className="detail-login">
              {t('tracker.detail.loginRequired')}{' '}
              <Link to={loginRedirect(target)}>{t('tracker.detail.login')}</Link>
            </p>
          )}
          <DetailUnits />
          {allowed && icao !== null && <TrackOptions />}
        </div>
      )}
    </section>
  );
}

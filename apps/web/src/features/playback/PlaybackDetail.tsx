import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_SQUAWKS } from '@skytrace/contracts';
import { altitude, speed, verticalRate, type Measure } from '../../settings/unit.format';
import { useDisplaySettings } from '../../settings/display-settings.store';
import { AircraftPhoto } from '../gallery';
import type { PlaybackClock } from './clock';
import type { PlaybackFlight } from './playback.api';
import { formatTime, zoneLabel } from './playback.format';
import { sampleAt } from './track';
import { useClockState } from './use-clock';
import { useAuthStore } from '../../session/auth.store';
import { FollowButton } from '../follow';

interface PlaybackDetailProps {
  clock: PlaybackClock;
  flight: PlaybackFlight | null;
}

/**
 * The detail bar: the airframe's gallery photo with its credit, and the selected flight's values
 * at the clock's moment, in the chosen units.
 */
export function PlaybackDetail({ clock, flight }: PlaybackDetailProps) {
  const { t, i18n } = useTranslation();
  const { timeMs } = useClockState(clock);
  const zone = useDisplaySettings((state) => state.timeZoneUnit);
  const { heightUnit, speedUnit, timeZoneUnit, setImperial, update } = useDisplaySettings();
  const signedIn = useAuthStore((state) => state.token !== null);
  if (flight === null) return null;
  const language = i18n.language;
  const sample = sampleAt(flight.points, timeMs);
  const unknown = t('playback.detail.unknown');
  const measure = (m: Measure) => t(`tracker.units.${m.key}`, { value: m.value });
  const rows: [string, ReactNode][] =
    sample === null
      ? []
      : [
          [t('playback.detail.time'), `${formatTime(timeMs, zone)} ${zoneLabel(zone)}`],
          [
            t('playback.detail.altitude'),
            sample.onGround
              ? t('playback.detail.onGround')
              : sample.altitudeFt === null
                ? unknown
                : measure(altitude(sample.altitudeFt, heightUnit, language)),
          ],
          [
            t('playback.detail.speed'),
            sample.speedKt === null ? unknown : measure(speed(sample.speedKt, speedUnit, language)),
          ],
          [
            t('playback.detail.verticalRate'),
            sample.verticalRateFpm === null
              ? unknown
              : measure(verticalRate(sample.verticalRateFpm, heightUnit, language)),
          ],
          [
            t('playback.detail.track'),
            sample.track === null
              ? unknown
              : t('tracker.units.degrees', { value: Math.round(sample.track) }),
          ],
          [t('playback.detail.position'), `${sample.lat.toFixed(4)}, ${sample.lon.toFixed(4)}`],
          [
            t('playback.detail.squawk'),
            sample.squawk == null ? (
              unknown
            ) : (EMERGENCY_SQUAWKS as readonly string[]).includes(sample.squawk) ? (
              <strong className="playback-detail__emergency">
                {t('playback.detail.emergency', { squawk: sample.squawk })}
              </strong>
            ) : (
              sample.squawk
            ),
          ],
        ];
  const facts: [string, ReactNode][] = [
    [t('playback.detail.callsign'), flight.identity.callsign || unknown],
    [t('playback.detail.registration'), flight.identity.anum || unknown],
    [t('playback.detail.aircraftType'), flight.identity.aircraftType || unknown],
    [t('playback.detail.icao'), flight.icaoId],
  ];
  const route =
    flight.org || flight.dst ? `${flight.org ?? unknown} → ${flight.dst ?? unknown}` : null;
  return (
    <section
      className="playback-detail"
      aria-label={t('playback.detail.region')}
      data-flight={flight.key}
    >
      <header className="playback-detail__header">
        <h2>{flight.label}</h2>
        {route !== null && (
          <p className="playback-detail__route" aria-label={t('playback.detail.route')}>
            {route}
          </p>
        )}
      </header>
      <AircraftPhoto
        registration={flight.identity.anum || null}
        aircraftType={flight.identity.aircraftType || null}
      />
      {/* A recorded flight is past: following it means following the airframe. */}
      {signedIn && <FollowButton hex={flight.icaoId} fnum={null} std={null} />}
      {sample === null ? (
        <p className="playback-detail__note">{t('playback.detail.notFlying')}</p>
      ) : (
        sample.signalMissing && (
          <p className="playback-detail__missing" role="status">
            {t('playback.signalMissing')}
          </p>
        )
      )}
      <dl className="playback-detail__facts">
        {[...rows, ...facts].map(([label, value]) => (
          <div key={label} className="playback-detail__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="playback-detail__units">
        <label>
          <input
            type="checkbox"
            checked={heightUnit === 'foot' && speedUnit === 'knot'}
            onChange={(event) => setImperial(event.target.checked)}
          />
          {t('playback.detail.imperial')}
        </label>
        <label>
          {t('playback.detail.zone')}
          <select
            value={timeZoneUnit}
            onChange={(event) =>
              update({ timeZoneUnit: event.target.value === 'gmt' ? 'gmt' : 'local' })
            }
          >
            <option value="local">{t('playback.detail.zoneLocal')}</option>
            <option value="gmt">{t('playback.detail.zoneGmt')}</option>
          </select>
        </label>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowedFlight } from '@skytrace/contracts';
import { currentLanguage } from '../../../i18n';
import { flightTime } from '../../../settings/unit.format';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { flightHistoryPath, replayPathOf } from '../../playback';

/** The flight page of a followed flight: its recorded days, the followed date highlighted. */
function flightPagePath(row: FollowedFlight): string | null {
  if (row.fnum === null) return null;
  const day = row.date?.replaceAll('-', '') ?? '';
  return day === '' ? flightHistoryPath(row.fnum) : `${flightHistoryPath(row.fnum)}/${day}`;
}

/** Playback of the flight we saw (take-off to landing, or to now while it still flies). */
function playbackPath(row: FollowedFlight, mobile: boolean): string | null {
  if (row.icaoId === null || row.actualDeptime === null) return null;
  const end = row.actualArrtime ?? Date.now() / 1000;
  return replayPathOf(
    {
      flightId: null,
      dynamicId: null,
      fnum: row.fnum,
      callsign: null,
      anum: row.aircraftNumber,
      STD: null,
      startTime: row.actualDeptime,
      endTime: end,
      landed: row.actualArrtime !== null,
    },
    row.icaoId.toLowerCase(),
    mobile,
  );
}

type Status = 'inFlight' | 'landed' | 'notFlying';

function statusOf(row: FollowedFlight): Status {
  if (row.flightStatusCode === 1) return 'inFlight';
  return row.actualArrtime !== null ? 'landed' : 'notFlying';
}

interface FollowingRowProps {
  row: FollowedFlight;
  onShow: (row: FollowedFlight) => void;
  mobile: boolean;
}

/**
 * One followed flight or airframe with the spec §3 fields: name, registration, route, scheduled
 * and actual times, status. A live one is a button that selects it on the map; the others link
 * to their playback and flight page.
 */
export function FollowingRow({ row, onShow, mobile }: FollowingRowProps) {
  const { t } = useTranslation();
  const zone = useDisplaySettings((state) => state.timeZoneUnit);
  const language = currentLanguage();
  const time = (seconds: number | null) => {
    if (seconds === null) return '—';
    const measure = flightTime(seconds, zone, language);
    return t(`tracker.units.${measure.key}`, { value: measure.value });
  };
  const name = row.fnum ?? row.aircraftNumber ?? row.icaoId ?? '—';
  const status = statusOf(row);
  const live = status === 'inFlight' && row.icaoId !== null;
  const facts = (
    <>
      <span className="following-row__head">
        <span className="following-row__name">{name}</span>
        <span className={`following-row__status following-row__status--${status}`}>
          {t(`follow.panel.status.${status}`)}
        </span>
      </span>
      <span className="following-row__line">
        {row.kind === 'aircraft' ? t('follow.aircraft') : (row.date ?? '')}
        {row.aircraftNumber !== null && row.aircraftNumber !== name && ` · ${row.aircraftNumber}`}
        {` · ${row.forg ?? '—'} → ${row.fdst ?? '—'}`}
      </span>
      <dl className="following-row__times">
        {row.kind === 'flight' && (
          <div>
            <dt>{t('follow.panel.scheduled')}</dt>
            <dd>{time(row.scheduledDeptime)}</dd>
          </div>
        )}
        <div>
          <dt>{t('follow.panel.departed')}</dt>
          <dd>{time(row.actualDeptime)}</dd>
        </div>
        <div>
          <dt>{t('follow.panel.arrived')}</dt>
          <dd>{time(row.actualArrtime)}</dd>
        </div>
      </dl>
    </>
  );
  if (live) {
    return (
      <li className="following-row">
        <button
          type="button"
          className="following-row__show"
          aria-label={t('follow.panel.show', { flight: name })}
          onClick={() => onShow(row)}
        >
          {facts}
        </button>
      </li>
    );
  }
  const playback = playbackPath(row, mobile);
  const page = flightPagePath(row);
  return (
    <li className="following-row">
      <div className="following-row__body">{facts}</div>
      {(playback !== null || page !== null) && (
        <span className="following-row__links">
          {playback !== null && (
            <Link to={playback} aria-label={t('follow.panel.playbackOf', { flight: name })}>
              {t('follow.panel.playback')}
            </Link>
          )}
          {page !== null && (
            <Link to={page} aria-label={t('follow.panel.flightPageOf', { flight: name })}>
              {t('follow.panel.flightPage')}
            </Link>
          )}
        </span>
      )}
    </li>
  );
}

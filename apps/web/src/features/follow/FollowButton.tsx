import { useState } from 'react';
import { CHINA_TIME_OFFSET_SECONDS } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { followApi } from './follow.api';

interface FollowButtonProps {
  /** ICAO address, six hex digits. */
  hex: string;
  /** IATA flight number when known: the flight of today is followed, else the airframe. */
  fnum: string | null;
  /** Scheduled departure (seconds): its China-time date is the followed flight's date. */
  std: number | null;
}

/** yyyy-MM-dd in China time (UTC+8), the calendar of flight dates. */
function chinaDay(seconds: number): string {
  return new Date((seconds + CHINA_TIME_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** Follow / unfollow in the tracker's detail bar (flight by number and date, else airframe). */
export function FollowButton({ hex, fnum, std }: FollowButtonProps) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => Date.now() / 1000);
  const date = chinaDay(std ?? openedAt);
  const flightNumber = fnum !== null && /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/.test(fnum) ? fnum : null;
  const query: Record<string, string> = flightNumber
    ? { fnum: flightNumber, date }
    : { icaoId: hex.toUpperCase() };
  const key = JSON.stringify(query);
  const state = useLoad((signal) => followApi.isFollow(query, signal), key);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const followed = state.data?.followed ?? false;

  const toggle = () => {
    setBusy(true);
    setError(null);
    const id = state.data?.id ?? null;
    const action =
      followed && id !== null
        ? followApi.remove(id)
        : followApi.add(
            flightNumber
              ? { kind: 'flight', fnum: flightNumber, date }
              : { kind: 'aircraft', icaoId: hex.toUpperCase() },
          );
    action
      .then(() => state.reload())
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false));
  };

  return (
    <div className="follow-button">
      <button
        type="button"
        className={followed ? 'detail-link' : 'detail-link detail-link--primary'}
        aria-pressed={followed}
        disabled={busy || state.data === undefined}
        onClick={toggle}
      >
        {followed
          ? t('follow.unfollow')
          : flightNumber
            ? t('follow.followFlight')
            : t('follow.followAircraft')}
      </button>
      {error !== null && (
        <p className="follow-button__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

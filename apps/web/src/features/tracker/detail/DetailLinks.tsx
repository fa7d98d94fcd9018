import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { flightHistoryPath, loadLivePlayback, playbackFailure, replayPathOf } from '../../playback';
import { useTrackerVariant } from '../mobile/tracker-variant';

interface DetailLinksProps {
  /** ICAO address of the aircraft, six hex digits. */
  hex: string;
  /** Flight number, else callsign: the flight history page's subject. */
  flight: string | null;
  /** Spec §6: the replay needs a session; its 401 sends the user to sign in. */
  onLoginNeeded: () => void;
}

type ReplayState = 'idle' | 'finding' | 'none' | 'failed';

/**
 * Playback where people look for it (issue 15): "Replay this flight" plays the aircraft's flight
 * so far (or its last completed leg when nothing of the current one is recorded) and "Flight
 * history" opens the track-data page of its flight number.
 */
export function DetailLinks({ hex, flight, onLoginNeeded }: DetailLinksProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useTrackerVariant() === 'mobile';
  const [state, setState] = useState<ReplayState>('idle');
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const replay = () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState('finding');
    loadLivePlayback(hex, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        const target = answer.current ?? answer.previous;
        if (target === null) {
          setState('none');
          return;
        }
        void navigate(replayPathOf(target, answer.icaoId, mobile));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = playbackFailure(error);
        if (failure.kind === 'login') onLoginNeeded();
        setState(failure.kind === 'noData' ? 'none' : 'failed');
      });
  };

  return (
    <div className="detail-links">
      <div className="detail-links__row">
        <button
          type="button"
          className="detail-link detail-link--primary"
          disabled={state === 'finding'}
          aria-busy={state === 'finding'}
          onClick={replay}
        >
          <svg className="detail-link__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
            <path d="M10 9v6l5-3z" />
          </svg>
          {t('tracker.detail.replay')}
        </button>
        {flight !== null && (
          <Link className="detail-link" to={flightHistoryPath(flight)}>
            <svg className="detail-link__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h10" />
            </svg>
            {t('tracker.detail.history')}
          </Link>
        )}
      </div>
      {(state === 'finding' || state === 'none' || state === 'failed') && (
        <p className="detail-links__note" role="status">
          {t(
            state === 'finding'
              ? 'tracker.detail.replayFinding'
              : state === 'none'
                ? 'tracker.detail.replayNone'
                : 'tracker.detail.replayFailed',
          )}
        </p>
      )}
    </div>
  );
}

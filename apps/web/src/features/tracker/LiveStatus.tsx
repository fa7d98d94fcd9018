import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { aircraftStore } from '../../live/aircraft.store';
import { useLiveStatus } from '../../live/realtime';
import { subscribeViewportCount, viewportCounter } from '../../live/viewport';

// On screen, not in the store: the store holds the snapped view's margin too (viewport.ts).
const subscribe = (listener: () => void) => subscribeViewportCount(aircraftStore, listener);
const aircraftCount = viewportCounter(aircraftStore);

/** Connection state of the live socket, and the number of aircraft in view when live. */
export function LiveStatus() {
  const { t } = useTranslation();
  const status = useLiveStatus((state) => state.status);
  const count = useSyncExternalStore(subscribe, aircraftCount);
  const failed = status === 'failed';
  return (
    <p
      className={`tracker-status tracker-status--${status}`}
      role={failed ? 'alert' : 'status'}
      data-aircraft-count={count}
    >
      <span className="tracker-status__dot" aria-hidden="true" />
      {status === 'live' ? t('tracker.status.live', { count }) : t(`tracker.status.${status}`)}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../settings/display-settings.store';
import type { PlaybackClock } from './clock';
import { formatDateTime, formatTime, zoneLabel } from './playback.format';
import { useClockState } from './use-clock';

interface PlaybackControlsProps {
  clock: PlaybackClock;
  locked: boolean;
  onLock: (locked: boolean) => void;
  /** Whether there is an aircraft to lock on. */
  canLock: boolean;
}

/** Spec §2 replay controls: play/pause, end, speed, time bar (drag stops the timer), lock. */
export function PlaybackControls({ clock, locked, onLock, canLock }: PlaybackControlsProps) {
  const { t } = useTranslation();
  const state = useClockState(clock);
  const zone = useDisplaySettings((s) => s.timeZoneUnit);
  const playing = state.status === 'playing';
  const streaming = state.loadedUntilMs < state.endMs;
  // Nothing loaded yet (the clock's range is set when a playback arrives).
  if (state.endMs === 0) return null;
  return (
    <div className="playback-controls" role="group" aria-label={t('playback.controls.region')}>
      <div className="playback-controls__buttons">
        <button
          type="button"
          className="playback-controls__play"
          onClick={() => clock.dispatch({ type: playing ? 'pause' : 'play' })}
        >
          {playing ? t('playback.controls.pause') : t('playback.controls.play')}
        </button>
        <button type="button" onClick={() => clock.dispatch({ type: 'end' })}>
          {t('playback.controls.end')}
        </button>
        <button
          type="button"
          className="playback-controls__speed"
          aria-label={t('playback.controls.speed', { speed: state.speed })}
          onClick={() => clock.dispatch({ type: 'cycleSpeed' })}
        >
          {t('playback.controls.speedValue', { speed: state.speed })}
        </button>
        <label className="playback-controls__lock">
          <input
            type="checkbox"
            checked={locked}
            disabled={!canLock}
            onChange={(event) => onLock(event.target.checked)}
          />
          {t('playback.controls.lock')}
        </label>
        <output className="playback-controls__time" data-status={state.status}>
          {formatDateTime(state.timeMs, zone)} <small>{zoneLabel(zone)}</small>
        </output>
      </div>
      <input
        type="range"
        className="playback-controls__bar"
        aria-label={t('playback.controls.timeBar')}
        aria-valuetext={formatDateTime(state.timeMs, zone)}
        min={state.startMs}
        max={state.endMs}
        step={1000}
        value={state.timeMs}
        onPointerDown={() => clock.dispatch({ type: 'dragStart' })}
        onPointerUp={() => clock.dispatch({ type: 'dragEnd' })}
        onChange={(event) => clock.dispatch({ type: 'seek', timeMs: Number(event.target.value) })}
      />
      <div className="playback-controls__ends">
        <span>{formatTime(state.startMs, zone)}</span>
        {streaming && (
          <span role="status">
            {t('playback.controls.streaming', { time: formatTime(state.loadedUntilMs, zone) })}
          </span>
        )}
        <span>{formatTime(state.endMs, zone)}</span>
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PLAYBACK_MULTI_MAX_FLIGHTS } from '@skytrace/contracts';
import { HistorySearch } from './HistorySearch';
import {
  flightLabel,
  loadMulti,
  playbackFailure,
  type PlaybackFailure,
  type PlaybackFlight,
} from './playback.api';
import { parseSeconds } from './playback.url';
import { PlaybackStage } from './PlaybackStage';
import { PlaybackStatus } from './PlaybackStatus';
import { usePlaybackClock } from './use-playback-clock';

interface Chosen {
  id: string;
  label: string;
}

/** The flight ids of the link (?ids=12,13). */
function idsOfLink(): Chosen[] {
  const ids = new URLSearchParams(window.location.search).get('ids') ?? '';
  return ids
    .split(',')
    .filter((id) => /^\d+$/.test(id))
    .slice(0, PLAYBACK_MULTI_MAX_FLIGHTS)
    .map((id) => ({ id, label: id }));
}

function writeIds(chosen: readonly Chosen[]): void {
  const params = new URLSearchParams(window.location.search);
  if (chosen.length === 0) params.delete('ids');
  else params.set('ids', chosen.map((c) => c.id).join(','));
  const search = params.toString().replace(/%2C/g, ',');
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search === '' ? '' : `?${search}`}`,
  );
}

/**
 * Spec §2 multi-playback/{startTime?}/{endTime?}: flights picked by historical search replayed
 * together on one clock. The chosen flights are in the link (?ids=), so it reopens as shared.
 */
export function MultiPlaybackPage({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const { startTime, endTime } = useParams();
  const { clock, linkView } = usePlaybackClock();
  const [chosen, setChosen] = useState<Chosen[]>(idsOfLink);
  const [playing, setPlaying] = useState<string[]>(() => idsOfLink().map((c) => c.id));
  const [flights, setFlights] = useState<PlaybackFlight[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const playingKey = playing.join(',');
  // The outcome of the last load, by the flights it was for; another set means loading.
  const [outcome, setOutcome] = useState<{ key: string; failure: PlaybackFailure | null } | null>(
    null,
  );
  const failure: PlaybackFailure | 'loading' | null =
    playingKey === '' ? null : outcome?.key === playingKey ? outcome.failure : 'loading';

  useEffect(() => {
    if (playingKey === '') return;
    const controller = new AbortController();
    loadMulti(
      {
        ids: playingKey.split(','),
        startTime: parseSeconds(startTime) ?? undefined,
        endTime: parseSeconds(endTime) ?? undefined,
      },
      controller.signal,
    )
      .then((answer) => {
        if (controller.signal.aborted) return;
        const withPoints = answer.flights.filter((flight) => flight.points.length > 0);
        if (withPoints.length === 0) {
          setOutcome({ key: playingKey, failure: { kind: 'noData' } });
          return;
        }
        clock.dispatch({ type: 'pause' });
        clock.dispatch({ type: 'setRange', startMs: answer.startMs, endMs: answer.endMs });
        clock.dispatch({ type: 'seek', timeMs: linkView.timeMs ?? answer.startMs });
        setFlights(withPoints);
        setSelectedKey(withPoints[0]?.key ?? null);
        setChosen((current) =>
          current.map((c) => ({
            ...c,
            label: withPoints.find((flight) => flight.key === c.id)?.label ?? c.label,
          })),
        );
        setOutcome({ key: playingKey, failure: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setOutcome({ key: playingKey, failure: playbackFailure(error) });
        }
      });
    return () => controller.abort();
  }, [playingKey, startTime, endTime, clock, linkView]);

  const update = (next: Chosen[]) => {
    setChosen(next);
    writeIds(next);
  };
  const full = chosen.length >= PLAYBACK_MULTI_MAX_FLIGHTS;

  const panel = (
    <>
      <section className="playback-form">
        <h3 className="playback-section-title">
          {t('playback.multi.chosen', { count: chosen.length, max: PLAYBACK_MULTI_MAX_FLIGHTS })}
        </h3>
        {chosen.length === 0 ? (
          <p className="playback-note">{t('playback.multi.empty')}</p>
        ) : (
          <ul className="playback-list">
            {chosen.map((c) => (
              <li key={c.id} className="playback-list__item" aria-current={c.id === selectedKey}>
                <button
                  type="button"
                  className="playback-list__main"
                  disabled={!flights.some((flight) => flight.key === c.id)}
                  onClick={() => setSelectedKey(c.id)}
                >
                  <strong>{c.label}</strong>
                </button>
                <button
                  type="button"
                  aria-label={t('playback.multi.remove', { flight: c.label })}
                  onClick={() => update(chosen.filter((other) => other.id !== c.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="playback-controls__play"
          disabled={chosen.length === 0}
          onClick={() => setPlaying(chosen.map((c) => c.id))}
        >
          {t('playback.multi.play')}
        </button>
      </section>
      <HistorySearch
        action={(flight) => {
          const id = String(flight.flightId);
          const added = chosen.some((c) => c.id === id);
          return (
            <button
              type="button"
              disabled={added || full}
              onClick={() => update([...chosen, { id, label: flightLabel(flight) }])}
            >
              {added ? t('playback.search.added') : t('playback.search.add')}
            </button>
          );
        }}
      />
    </>
  );

  return (
    <PlaybackStage
      title={t('playback.heading.multi')}
      clock={clock}
      linkView={linkView}
      flights={flights}
      selectedKey={selectedKey}
      onSelect={setSelectedKey}
      mobile={mobile}
      overlay={failure === null ? null : <PlaybackStatus failure={failure} />}
      panel={panel}
    />
  );
}

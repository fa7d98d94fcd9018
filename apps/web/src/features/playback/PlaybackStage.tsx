import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_VIEW, type MapLibreMap, type RadarView } from '../../map/radar.map';
import type { PlaybackClock } from './clock';
import type { PlaybackFlight } from './playback.api';
import type { PlaybackView } from './playback.url';
import { PlaybackControls } from './PlaybackControls';
import { PlaybackDetail } from './PlaybackDetail';
import { PlaybackMap } from './PlaybackMap';
import { ProfileChart } from './ProfileChart';
import { usePlaybackLink } from './use-playback-clock';
import './playback.css';

interface PlaybackStageProps {
  title: string;
  clock: PlaybackClock;
  linkView: PlaybackView;
  flights: readonly PlaybackFlight[];
  /** The flight whose values, chart and lock the page shows (null: none chosen). */
  selectedKey: string | null;
  onSelect: (key: string) => void;
  /** Panel content above the detail bar (forms, lists, exports). */
  panel?: ReactNode;
  /** The played flight on the tracker while it is still flying (issue 15). */
  liveFlight?: { path: string; flight: string } | null;
  /** Shown over the map instead of the playback (loading, login, errors). */
  overlay?: ReactNode;
  /** A camera move asked by the page (e.g. the runway-end view); applied when it changes. */
  focus?: RadarView | null;
  /** Keep the map where the link or the user put it (area playback) instead of fitting. */
  keepView?: boolean;
  /** Airport playback: the airport to mark. */
  airport?: { lng: number; lat: number } | null;
  /** Receives the map (area playback reads its bounds). */
  onMap?: (map: MapLibreMap | null) => void;
  mobile?: boolean;
}

/** The common playback screen: map, controls, profile chart, detail bar and a side panel. */
export function PlaybackStage(props: PlaybackStageProps) {
  const { t } = useTranslation();
  const { clock, linkView, flights, selectedKey, onMap: publish } = props;
  const map = useRef<MapLibreMap | null>(null);
  const [locked, setLocked] = useState(false);
  const selected = flights.find((flight) => flight.key === selectedKey) ?? null;
  const hasLinkView = linkView.center !== undefined && linkView.zoom !== undefined;
  const [initialView] = useState<RadarView>(() =>
    linkView.center !== undefined && linkView.zoom !== undefined
      ? { center: linkView.center, zoom: linkView.zoom }
      : DEFAULT_VIEW,
  );
  usePlaybackLink(clock, map, flights.length > 0 || props.keepView === true);

  const onMap = useCallback(
    (instance: MapLibreMap | null) => {
      map.current = instance;
      publish?.(instance);
    },
    [publish],
  );

  const focus = props.focus ?? null;
  useEffect(() => {
    if (focus === null) return;
    map.current?.easeTo({ center: [focus.center[0], focus.center[1]], zoom: focus.zoom });
  }, [focus]);

  return (
    <div className={`playback${props.mobile === true ? ' playback--mobile' : ''}`}>
      <h1 className="visually-hidden">{props.title}</h1>
      <div className="playback__stage">
        <PlaybackMap
          clock={clock}
          flights={flights}
          selectedKey={selectedKey}
          airport={props.airport ?? null}
          locked={locked && selected !== null}
          initialView={initialView}
          fitOnLoad={!hasLinkView && props.keepView !== true}
          onSelect={props.onSelect}
          onMap={onMap}
        />
        {props.overlay !== undefined && props.overlay !== null && (
          <div className="playback__overlay">{props.overlay}</div>
        )}
        <div className="playback__links">
          <Link className="playback__live" to="/">
            {t('playback.backToLive')}
          </Link>
          {props.liveFlight != null && (
            <Link className="playback__live playback__live--flight" to={props.liveFlight.path}>
              {t('playback.liveFlight', { flight: props.liveFlight.flight })}
            </Link>
          )}
        </div>
      </div>
      <div className="playback__bottom">
        <PlaybackControls
          clock={clock}
          locked={locked}
          onLock={setLocked}
          canLock={selected !== null}
        />
        <ProfileChart clock={clock} flight={selected} />
      </div>
      <aside className="playback__panel">
        <h2 className="playback__title">{props.title}</h2>
        {props.panel}
        <PlaybackDetail clock={clock} flight={selected} />
      </aside>
    </div>
  );
}

import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MapLibreMap } from '../../map/radar.map';
import { areaPlaybackPath } from '../playback';

/**
 * "Replay this area" (issue 15): area playback (spec §2 regional_back) of the map's current
 * view over the last hour, opened on the same centre and zoom.
 */
export function ReplayArea({ map }: { map: RefObject<MapLibreMap | null> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => {
    const current = map.current;
    if (current === null) return;
    const bounds = current.getBounds();
    const center = current.getCenter();
    const path = areaPlaybackPath(
      {
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
        center: [center.lng, center.lat],
        zoom: current.getZoom(),
      },
      Date.now(),
    );
    void navigate(path);
  };
  return (
    <button type="button" className="replay-area" onClick={open}>
      <svg className="replay-area__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
        <path d="M10 9v6l5-3z" />
      </svg>
      {t('tracker.replayArea')}
    </button>
  );
}

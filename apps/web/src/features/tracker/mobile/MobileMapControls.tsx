import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLibreMap } from '../../../map/radar.map';
import { FeedbackPhoneButton } from '../../feedback';

/**
 * Zoom and north-up buttons for one thumb: a column on the right edge, at the height a thumb
 * rests, each a 48 px target. Two-finger gestures do the same, but not one-handed. The feedback
 * button tops the column: it moves aside for the sheets with the controls, and the desktop's
 * corner button would sit on top of them.
 */
export function MobileMapControls({ map }: { map: RefObject<MapLibreMap | null> }) {
  const { t } = useTranslation();
  return (
    <div className="mobile-map-controls">
      <FeedbackPhoneButton />
      <div
        className="mobile-map-controls__group"
        role="group"
        aria-label={t('mobile.controls.group')}
      >
        <button
          type="button"
          className="mobile-map-controls__button"
          aria-label={t('mobile.controls.zoomIn')}
          onClick={() => map.current?.zoomIn()}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className="mobile-map-controls__button"
          aria-label={t('mobile.controls.zoomOut')}
          onClick={() => map.current?.zoomOut()}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          className="mobile-map-controls__button"
          aria-label={t('mobile.controls.north')}
          onClick={() => map.current?.resetNorthPitch()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M12 3 6 20l6-4 6 4z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </div>
  );
}

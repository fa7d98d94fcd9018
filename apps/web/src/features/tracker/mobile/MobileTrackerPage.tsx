import { TrackerPage } from '../TrackerPage';
import { TrackerVariantContext } from './tracker-variant';
import './mobile-tracker.css';

/**
 * The live radar's Mobile variant (spec §2 trackerMobile, trackerWithFnumMobile,
 * trackerWithCenterMobile): the same page, told it lives under /mobile so selection stays there,
 * laid out for touch by mobile-tracker.css.
 */
export function MobileTrackerPage() {
  return (
    <TrackerVariantContext value="mobile">
      <div className="mobile-tracker">
        <TrackerPage />
      </div>
    </TrackerVariantContext>
  );
}

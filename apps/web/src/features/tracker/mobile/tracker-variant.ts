import { createContext, useContext } from 'react';
import type { TrackerVariant } from '../tracker.url';

/**
 * The route family the tracker is rendered in. The /mobile routes provide 'mobile', so the page
 * navigates within trackerWithFnumMobile and friends (spec §2); everything else is 'desktop'.
 */
export const TrackerVariantContext = createContext<TrackerVariant>('desktop');

/** The tracker's route family: 'mobile' under /mobile, else 'desktop'. */
export function useTrackerVariant(): TrackerVariant {
  return useContext(TrackerVariantContext);
}

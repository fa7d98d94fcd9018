import { useSyncExternalStore } from 'react';
import { isMobileDevice, probeDevice } from '../lib/device';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = (): boolean => isMobileDevice(probeDevice());

/** Whether the mobile layout applies; follows window resizes and rotation. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot);
}

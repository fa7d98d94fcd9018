import { useEffect } from 'react';
import { useAuthStore } from '../../session/auth.store';
import { loadSiteConfig, useSiteConfig } from '../../session/site-config.store';

/**
 * Spec §6 and the live map's FLIGHT_DETAIL_REQUIRES_LOGIN: 'pending' until the site config is
 * known, then whether this visitor may load recorded tracks.
 */
export function usePlaybackAccess(): 'pending' | 'allowed' | 'login' {
  const loaded = useSiteConfig((state) => state.loaded);
  const requiresLogin = useSiteConfig((state) => state.flightDetailRequiresLogin);
  const token = useAuthStore((state) => state.token);
  useEffect(() => {
    void loadSiteConfig();
  }, []);
  if (!loaded) return 'pending';
  return requiresLogin && token === null ? 'login' : 'allowed';
}

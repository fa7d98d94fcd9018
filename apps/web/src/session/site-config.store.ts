// The server's public client configuration (GET /index/config): whether flight detail needs
// login (spec §6) and which online map sources exist. Loaded once per page; until it arrives (or
// when it fails) the spec defaults apply: detail needs login, only the offline base map.
import { create } from 'zustand';
import { API_V2_PATHS, type SiteConfig } from '@skytrace/contracts';
import { http } from './api-client';

interface SiteConfigState extends SiteConfig {
  loaded: boolean;
}

export const SITE_CONFIG_DEFAULTS: SiteConfig = { flightDetailRequiresLogin: true, mapSources: {} };

export const useSiteConfig = create<SiteConfigState>(() => ({
  ...SITE_CONFIG_DEFAULTS,
  loaded: false,
}));

let loading: Promise<void> | null = null;

/** Loads the configuration once; later calls share the first request. */
export function loadSiteConfig(): Promise<void> {
  loading ??= http
    .get<SiteConfig>(API_V2_PATHS.siteConfig)
    .then((answer) => useSiteConfig.setState({ ...answer.data, loaded: true }))
    .catch(() => {
      // Defaults stay: the stricter login rule and the offline map are always safe.
      useSiteConfig.setState({ loaded: true });
    });
  return loading;
}

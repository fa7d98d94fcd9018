import { API_V2_ROOT, type SiteConfig } from '@skytrace/contracts';
import { defineModule } from '../modules/define-module';
import { registerSiteRoutes } from './site.routes';

/** The public client configuration the web app reads at start. */
export const siteModule = defineModule<{
  config: { flightDetailRequiresLogin?: boolean; mapSources?: SiteConfig['mapSources'] };
}>({
  name: 'site',
  role: 'http',
  routes: ({ config }) => [
    {
      prefix: API_V2_ROOT,
      register: (api) =>
        registerSiteRoutes(api, {
          // Defaults of spec §6 and the offline map when a test builds the app without them.
          flightDetailRequiresLogin: config.flightDetailRequiresLogin ?? true,
          mapSources: config.mapSources ?? {},
        }),
    },
  ],
});

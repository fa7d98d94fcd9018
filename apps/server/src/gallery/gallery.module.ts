import rateLimit from '@fastify/rate-limit';
import { ADSB_PATHS, ADSB_ROOT, API_V2_ROOT, GALLERY_PERMISSION } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { storageFor } from '../storage/storage.module';
import { registerAirportImageRoutes } from './gallery.airport-admin.routes';
import { registerGalleryAdminRoutes } from './gallery.admin.routes';
import { GalleryBrowse } from './gallery.browse';
import { GalleryOwn } from './gallery.own';
import { registerGalleryOwnRoutes } from './gallery.own.routes';
import { registerGalleryBrowseRoutes } from './gallery.browse.routes';
import { PhotographerRanking } from './gallery.rank';
import { registerGalleryRoutes } from './gallery.routes';
import { GalleryService } from './gallery.service';
import { GallerySocial } from './gallery.social';
import { registerGallerySocialRoutes } from './gallery.social.routes';

/**
 * The photo gallery (issue 18): photos uploaded through storage kind `photo`, described here,
 * audited in the back office's "Gallery" submenu, then browsed by anybody.
 */
export const galleryModule = defineModule<{
  database: Database;
  config: { dataDir?: string };
}>({
  name: 'gallery',
  role: 'http',
  routes: ({ database, config }) => {
    if (!config.dataDir) return [];
    const storage = storageFor(database, config.dataDir);
    const gallery = new GalleryService(database.db, storage);
    const social = new GallerySocial(database.db);
    const browse = new GalleryBrowse(database.db, social);
    const own = new GalleryOwn(database.db, gallery, storage, () => browse.forgetShowcase());
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerGalleryRoutes(api, gallery);
          registerGallerySocialRoutes(api, social);
          registerGalleryBrowseRoutes(api, {
            browse,
            ranking: new PhotographerRanking(database.db),
          });
          registerGalleryOwnRoutes(api, own);
        },
      },
      {
        prefix: ADSB_ROOT,
        register: async (app) => {
          await registerGalleryAdminRoutes(app, { db: database.db, gallery });
          registerAirportImageRoutes(app, { db: database.db, gallery });
          // A new home showcase shows at once in this process rather than after the cache ends.
          app.addHook('onResponse', (request, _reply, done) => {
            if (request.routeOptions.url?.endsWith(ADSB_PATHS.imageShowcase)) {
              browse.forgetShowcase();
            }
            done();
          });
        },
      },
    ];
  },
  permissions: [{ name: GALLERY_PERMISSION, label: 'bmsPermission.gallery' }],
  menu: [
    { key: 'gallery', label: 'bmsMenu.gallery', icon: 'picture', order: 60 },
    {
      key: 'gallery.audit',
      parent: 'gallery',
      label: 'bmsMenu.galleryAudit',
      route: '/bms/gallery/audit',
      permission: GALLERY_PERMISSION,
      icon: 'file-text',
      order: 10,
    },
    {
      key: 'gallery.airportImages',
      parent: 'gallery',
      label: 'bmsMenu.galleryAirport',
      route: '/bms/gallery/airport',
      permission: GALLERY_PERMISSION,
      icon: 'picture',
      order: 20,
    },
  ],
});

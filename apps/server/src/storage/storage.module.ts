import path from 'node:path';
import { API_V2_ROOT } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { DiskFileStore } from './file.store';
import { loadStorageSecret, UrlSigner } from './signed-url';
import { registerStorageRoutes } from './storage.routes';
import { StorageService } from './storage.service';

/**
 * The storage of a process: uploads under `DATA_DIR/uploads` (received into its `.incoming`
 * folder first), URLs signed with `DATA_DIR/storage.key`. Stateless, so built per user.
 */
export function storageFor(database: Database, dataDir: string): StorageService {
  const root = path.join(dataDir, 'uploads');
  return new StorageService(
    database.db,
    new DiskFileStore(root),
    new UrlSigner(loadStorageSecret(dataDir)),
    path.join(root, '.incoming'),
  );
}

/**
 * Uploaded files (issue 17: site photos and signatures; issue 18's gallery adds its kind):
 * checked by content, re-encoded, stored under content-hashed names and served with long cache
 * headers.
 */
export const storageModule = defineModule<{
  database: Database;
  config: { dataDir?: string };
}>({
  name: 'storage',
  role: 'http',
  routes: ({ database, config }) =>
    config.dataDir
      ? [
          {
            prefix: API_V2_ROOT,
            register: (api) =>
              registerStorageRoutes(api, storageFor(database, config.dataDir as string)),
          },
        ]
      : [],
});

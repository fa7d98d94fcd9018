import { API_V2_ROOT } from '@skytrace/contracts';
import type { AccountsOptions } from '../accounts/accounts.plugin';
import { loadAuthDataKey } from '../accounts/sealing';
import type { RealNameContext } from '../accounts/authentication.service';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { BaiduOcrReader, type BaiduOcrSettings } from './id-card.reader';
import { registerIdCardRoutes } from './id-card.routes';
import { IdCardService } from './id-card.service';

/**
 * ID card recognition for real-name authentication (issue 20 item 5): off unless the OCR
 * provider is configured (BAIDU_OCR_API_KEY and BAIDU_OCR_SECRET_KEY); then the call answers a
 * translated "not configured".
 */
export const idCardModule = defineModule<{
  database: Database;
  accounts?: AccountsOptions;
  config: { baiduOcr?: BaiduOcrSettings | undefined };
}>({
  name: 'id-card',
  role: 'http',
  routes: ({ database, accounts, config }) => {
    if (!accounts) return [];
    const settings = config.baiduOcr;
    let context: Promise<RealNameContext> | undefined;
    // The key is read at the first call, once the accounts module made it (first start).
    const realNames = () =>
      (context ??= loadAuthDataKey(accounts.authDataKey, accounts.dataDir).then((authDataKey) => ({
        db: database.db,
        authDataKey,
      })));
    return [
      {
        prefix: API_V2_ROOT,
        register: (api) => {
          const reader = settings ? new BaiduOcrReader(settings, api.log) : null;
          return registerIdCardRoutes(
            api,
            reader ? new IdCardService(reader, realNames) : undefined,
          );
        },
      },
    ];
  },
});

import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { registerAccounts, type AccountsOptions } from './accounts.plugin';

/**
 * Sign-up, login, profile and the session every guard reads: its plugin runs in the root scope
 * so its session hook fills `request.accountSession` for every module's routes.
 */
export const accountsModule = defineModule<{ database: Database; accounts?: AccountsOptions }>({
  name: 'accounts',
  role: 'http',
  routes: ({ database, accounts }) =>
    accounts
      ? [{ prefix: '', global: true, register: (app) => registerAccounts(app, database, accounts) }]
      : [],
});

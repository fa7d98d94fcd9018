// Test harness of the user's devices: the real ingest stack (feeder ports, registry, live table)
// and an HTTP app with accounts and the my-devices module on the same database, real sockets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountsModule } from '../accounts/accounts.module';
import { loginToken, type AccountsHarness } from '../accounts/accounts.testing';
import { hashPassword } from '../accounts/passwords';
import { insertUser } from '../accounts/users.repo';
import { startFeedHarness, type FeedHarness } from '../ingest/ingest.testing';
import { composeApp } from '../modules/compose';
import { listenLocally } from '../testing/http';
import { myDevicesModule } from './my-devices.module';

export const USER_PASSWORD = 'amber quarry violin 77';

export interface MyDevicesHarness extends AccountsHarness {
  feed: FeedHarness;
  /** A new user and their token. */
  user(name: string): Promise<{ userId: number; token: string }>;
}

export async function startMyDevicesApp(
  options: { uuidsPerUser?: number } = {},
): Promise<MyDevicesHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-mydevices-'));
  const feed = await startFeedHarness();
  const database = feed.database;
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1024 * 1024,
        trustProxy: false,
        webDist: dataDir,
        myDevices: {
          publicHost: 'feed.example.org',
          uuidsPerUser: options.uuidsPerUser ?? 5,
          demoPassword: undefined,
        },
      },
      database,
      roles: () => ['http'],
      version: 'test',
      accounts: { dataDir },
      registry: feed.registry,
      liveTable: feed.liveTable,
      feederInputs: { role: feed.ingest },
    },
    [accountsModule, myDevicesModule],
  );
  const base = await listenLocally(app);
  const harness: MyDevicesHarness = {
    base,
    dataDir,
    database,
    app,
    feed,
    user: async (name) => {
      const row = await insertUser(database.db, {
        username: name,
        passwordHash: await hashPassword(USER_PASSWORD),
      });
      return { userId: row.id, token: await loginToken(harness, name, USER_PASSWORD) };
    },
    close: async () => {
      await app.close();
      await feed.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

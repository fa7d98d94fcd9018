// Set-up shared by the browser tests run against the back-office test server
// (bms-ops-server.ts): a page opened signed in and in one language, the member's token, and
// the real aircraft photos the gallery tests upload.
import sharp from 'sharp';
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { AdminServer } from './bms-ops-server';
import { openPage } from './browser';
import { openApp } from './open-app';

/** The member account bms-ops-server.ts creates. */
export const E2E_OPS_MEMBER = { username: 'opsmember', password: 'e2e operations password 1' };

/**
 * Opens a page of `server` (also the run's data server: `{ baseUrl: BASE_URL }`) in `language` (its locale and the app's saved choice), signed in
 * with `token` (null: a visitor).
 */
export async function openSignedIn(
  server: Pick<AdminServer, 'baseUrl'>,
  token: string | null,
  language: 'zh' | 'en',
  device: Parameters<typeof openPage>[0] = { viewport: { width: 1280, height: 900 } },
) {
  return openApp(language, { device, token, baseUrl: server.baseUrl });
}

/** A back-office page for the administrator, at a desktop size unless told. */
export function openAsAdmin(
  server: AdminServer,
  language: 'zh' | 'en',
  viewport = { width: 1280, height: 860 },
) {
  return openSignedIn(server, server.token, language, { viewport });
}

/** Signs the member in through the API; answers its token. */
export async function memberToken(server: AdminServer): Promise<string> {
  const login = await fetch(`${server.baseUrl}${API_V2_FULL_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: '1', ...E2E_OPS_MEMBER }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A real 1200×800 "aircraft" photo: a sky of `sky` with a fuselage at `fuselageY`. */
export function planePhoto(sky: { r: number; g: number; b: number }, fuselageY = 360) {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: sky },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="1200" height="800"><rect x="200" y="${fuselageY}" width="800" height="90" rx="45" fill="#f4f4f4"/><polygon points="560,400 700,400 520,640 460,640" fill="#d9d9d9"/></svg>`,
      ),
    },
  ]);
}

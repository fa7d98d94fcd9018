import { API_V2_FULL_PATHS, type AirportStatistics } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { closeBrowsers, screenshot, settled } from './browser';
import { openSignedIn } from './back-office-setup';

// Issue 19 item 3 in Chromium: the administrator adds a closure notice to PEK by its code in the
// back office; the airport's status becomes 6 (closed); the notice is deleted again.

let server: AdminServer;

beforeAll(async () => {
  server = await startAdminServer();
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

async function statusOfPek(): Promise<number> {
  const response = await fetch(
    `${server.baseUrl}${API_V2_FULL_PATHS.airportStatistics}?iata=PEK&lang=en`,
  );
  return ((await response.json()) as { data: AirportStatistics }).data.status;
}

describe('airport notices in the back office', () => {
  it('closes PEK with a closure notice and reopens it (en)', async () => {
    const { page, errors } = await openSignedIn(server, server.token, 'en');
    await page.goto(`${server.baseUrl}/bms/airport/timeline`);
    await page.getByRole('heading', { name: 'Airport notices' }).waitFor();
    expect(await statusOfPek()).not.toBe(6);
    await page.getByLabel('Airport code (IATA or ICAO)').fill('PEK');
    await page.getByRole('button', { name: 'Add notice' }).click();
    const dialog = page.getByRole('dialog');
    // The form's fields first: a Save clicked while the dialog still opens (slow under load)
    // validated a form whose fields had not registered yet, and no message came.
    await dialog.getByLabel('Notice', { exact: true }).waitFor();
    // Then its zoom-in: a click aimed while the dialog still grows can land beside the button.
    await settled(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Write the notice.').waitFor();
    await dialog.getByLabel('Notice', { exact: true }).fill('Runway snow clearing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notice saved.').waitFor();
    const table = page.getByTestId('bms-airport-notices');
    await table.getByText('Runway snow clearing').waitFor();
    await expect.poll(statusOfPek).toBe(6);
    await settled(page);
    await screenshot(page, 'airport-bms-notices-en');
    await table.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Notice deleted.').waitFor();
    await expect.poll(statusOfPek).not.toBe(6);
    expect(errors).toEqual([]);
  });
});

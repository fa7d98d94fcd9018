import { API_V2_PATHS } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { beastBurst, movedAlongTrack, startBeastFeed, type AircraftState } from './feeder';
import { closeBrowsers, PHONE, openPage, screenshot, url } from './browser';

// The live event feed end to end (issue 19): this test is the receiver. It feeds Beast frames
// for two aircraft west of Chengdu, far from the other files' traffic: one squawking 7700, one
// diving at 7,000 ft/min. Through ingest and the live table the detector finds an emergency and
// a rapid descent; the feed lists them on the map in English and Chinese and in the phone's
// bottom sheet, filters by kind and by the map view, centres the map and links to playback.

const CENTRE = { lng: 103.2, lat: 30.6 };
const EMERGENCY = {
  icao: 0x7b0001,
  callsign: 'CSC8801',
  squawk: '7700',
  lat: 30.7,
  lon: 103.0,
  altitudeFt: 28_000,
  speedKt: 300,
  track: 90,
  verticalRateFpm: 0,
} satisfies AircraftState;
const DIVER = {
  icao: 0x7b0002,
  callsign: 'CES2402',
  squawk: '2402',
  lat: 30.5,
  lon: 103.0,
  altitudeFt: 33_000,
  speedKt: 320,
  track: 90,
  verticalRateFpm: -7_000,
} satisfies AircraftState;

function burst(seconds: number): Uint8Array {
  return beastBurst(
    [EMERGENCY, DIVER].map((state) => ({
      ...state,
      ...movedAlongTrack(state, state.track, seconds),
      // The dive levels off at 12,000 ft.
      altitudeFt: Math.max(12_000, state.altitudeFt + (state.verticalRateFpm * seconds) / 60),
    })),
    seconds,
  );
}

interface Feed {
  events: { kind: string; callsign: string; icao: string }[];
}

async function feed(query = ''): Promise<Feed['events']> {
  const response = await fetch(url(`/api/v2${API_V2_PATHS.eventFeed}${query}`));
  const answer = (await response.json()) as { code: number; data: Feed };
  return answer.data.events;
}

let stopFeed: (() => void) | null = null;

beforeAll(async () => {
  stopFeed = (await startBeastFeed(burst)).stop;
  // Both events stored (the dive needs 20 s at that rate before it counts).
  const deadline = Date.now() + 90_000;
  // Its own two events: other files' traffic (e.g. the follow notice's 7700) may be there too.
  const own = (events: Feed['events']) =>
    events.some((e) => e.kind === 'emergency' && e.callsign.endsWith('8801')) &&
    events.some((e) => e.kind === 'rapidDescent' && e.callsign.endsWith('2402'));
  while (!own(await feed('?kinds=emergency,rapidDescent'))) {
    if (Date.now() > deadline) throw new Error('the fed events were not detected in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}, 120_000);

afterAll(() => stopFeed?.());

describe('live event feed', () => {
  afterEach(closeBrowsers);

  it('lists, filters, centres and links events on the desktop map, in English and Chinese', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
    await page.goto(url(`/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
    await page.getByRole('region', { name: 'Radar map' }).waitFor();
    await page.getByRole('button', { name: 'Events' }).click();
    const list = page.getByRole('list', { name: 'Recent events' });
    const emergencyRow = list.getByRole('button', { name: /8801 \(Emergency\)/ });
    const diveRow = list.getByRole('button', { name: /2402 \(Rapid descent\)/ });
    await emergencyRow.waitFor();
    // The list holds the newest 100 events; in a full run the other files' traffic adds its own,
    // so the dive is looked for among the dives (the kind filter), then the filter is cleared.
    const dives = page.getByRole('checkbox', { name: 'Rapid descent' });
    await dives.check();
    await diveRow.waitFor();
    await dives.uncheck();
    await emergencyRow.waitFor();
    await expect.poll(() => emergencyRow.textContent()).toContain('Squawk 7700 (emergency)');
    await screenshot(page, 'event-feed-en', false);

    // Only emergencies: the dive leaves the list.
    await page.getByRole('checkbox', { name: 'Emergency' }).check();
    await diveRow.waitFor({ state: 'detached' });
    await expect.poll(() => emergencyRow.isVisible()).toBe(true);

    // The replay link opens the aircraft's playback at the event's moment.
    const replay = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /8801 \(Emergency\)/ }) })
      .getByRole('link', { name: 'Replay' });
    const href = (await replay.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/playbacksup\/7B0001\/7B0001\/\d+\/\d+\?t=\d+$/);

    // Only in the map view: the map moves far away (Beijing) and the list empties.
    await page.getByRole('checkbox', { name: 'Only in the map view' }).check();
    await expect.poll(() => emergencyRow.isVisible()).toBe(true);
    await page.goto(url('/tracker/116.4,39.9/9'));
    await page.getByRole('button', { name: 'Events' }).click();
    await page.getByRole('checkbox', { name: 'Only in the map view' }).check();
    await page
      .getByText('Nothing notable in this part of the map in the last two hours.')
      .waitFor();
    // Back to everything, then a click on the event brings the map to it.
    await page.getByRole('checkbox', { name: 'Only in the map view' }).uncheck();
    await page.getByRole('button', { name: /8801 \(Emergency\)/ }).click();
    await page.getByRole('checkbox', { name: 'Only in the map view' }).check();
    await page.getByRole('button', { name: /8801 \(Emergency\)/ }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  it('shows the feed in Chinese', async () => {
    const { page, errors } = await openPage({
      viewport: { width: 1366, height: 800 },
      locale: 'zh-CN',
    });
    await page.goto(url(`/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
    await page.getByRole('region', { name: '雷达地图' }).waitFor();
    await page.getByRole('button', { name: '事件', exact: true }).click();
    const list = page.getByRole('list', { name: '最近事件' });
    await list.getByRole('button', { name: /8801（紧急代码）/ }).waitFor();
    await list.getByRole('button', { name: /2402（快速下降）/ }).waitFor();
    await list
      .getByRole('button', { name: /8801（紧急代码）/ })
      .getByText('应答机 7700（紧急情况）')
      .waitFor();
    await screenshot(page, 'event-feed-zh-CN', false);
    expect(errors).toEqual([]);
  });

  it('opens in a bottom sheet on a phone', async () => {
    const { page, errors } = await openPage({ ...PHONE });
    await page.goto(url(`/mobile/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
    await page.getByRole('region', { name: 'Radar map' }).waitFor();
    await page.getByRole('button', { name: 'Events' }).click();
    const sheet = page.locator('.event-feed-sheet');
    await sheet.getByRole('button', { name: /8801 \(Emergency\)/ }).waitFor();
    const box = await sheet.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'event-feed-phone-en', false);
    expect(errors).toEqual([]);
  });
});

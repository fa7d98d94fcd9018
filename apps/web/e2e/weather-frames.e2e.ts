import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, closeBrowsers, horizontalOverflow, openPage, screenshot, settled } from './browser';
import { openApp } from './open-app';
import { startOwnServer, type OwnServer } from './own-server';
import { startTileServer, type TileServer } from './tile-server';

// Issue 19: the radar (`chinaRadar`) and cloud (`satellite`) layers step through their frames of
// the last hours. A Skytrace server of its own (own-server.ts, every role) has
// MAP_SOURCES pointing at a real imagery server started here (tile-server.ts), with `{time}`
// templates. Turning radar on fetches every frame's tiles before any step (preloaded, so a
// step does not flash); previous / next / the slider / play move the frame and its time stamp,
// shown in the user's time zone setting. English, Chinese and a phone.

const VIEW = '/tracker/116.4000,39.9000/6';

let tiles: TileServer;
let server: OwnServer;
let baseUrl: string;

beforeAll(async () => {
  tiles = await startTileServer();
  const source = (layer: string, attribution: string) => ({
    url: `${tiles.baseUrl}/${layer}/{time}/{z}/{x}/{y}.png`,
    attribution,
    maxZoom: 8,
  });
  server = await startOwnServer('wxframes', {
    ROLES: undefined,
    FEED_BEAST_PORT: '0',
    FEED_AVR_PORT: '0',
    FEED_SBS_PORT: '0',
    MAP_SOURCES: JSON.stringify({
      weather: source('radar', 'Test radar'),
      cloud: source('cloud', 'Test cloud'),
    }),
  });
  baseUrl = server.baseUrl;
}, 270_000);

afterAll(async () => {
  await server.stop();
  await tiles.stop();
});
afterEach(() => closeBrowsers());

async function openIn(language: 'en' | 'zh', device: Parameters<typeof openPage>[0]) {
  return openApp(language, { device });
}

type Frames = {
  frames: readonly string[];
  layers: readonly string[];
  shown: number;
  loaded: number;
};

function frames(page: Page, kind: 'weather' | 'cloud'): Promise<Frames> {
  return page.evaluate(
    (k) =>
      window.__skytraceMapOptions?.weatherFrames(k) ?? {
        frames: [],
        layers: [],
        shown: -1,
        loaded: 0,
      },
    kind,
  );
}

/** Turns a layer on in the map options and waits until every frame's tiles are loaded. */
async function layerOn(
  page: Page,
  options: string,
  name: string,
  kind: 'weather' | 'cloud',
  count: number,
) {
  await page.goto(`${baseUrl}${VIEW}`);
  await page.waitForFunction(() => window.__skytraceMapOptions !== undefined, null, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: options, exact: true }).click();
  const panel = page.getByRole('region', { name: options });
  await panel.getByRole('switch', { name }).check();
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    ([k, n]) => {
      const state = window.__skytraceMapOptions?.weatherFrames(k);
      return state !== undefined && state.layers.length === n && state.loaded === n;
    },
    [kind, count] as const,
    { timeout: 60_000, polling: 200 },
  );
}

/** The stamp an ISO frame time shows with in Beijing time (the default time zone setting). */
function beijing(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 8 * 3_600_000);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}

describe('radar and cloud frames', () => {
  it('preloads two hours of radar frames and steps, slides and plays them (en)', async () => {
    const { page, errors } = await openIn('en', { viewport: { width: 1366, height: 860 } });
    await layerOn(page, 'Map options', 'Weather radar', 'weather', 12);
    const state = await frames(page, 'weather');
    expect(state.shown).toBe(11);
    // Every frame's tiles were fetched before any step: the 12 frame times, 10 minutes apart.
    const asked = [...tiles.requested('radar')].sort((a, b) => a - b);
    expect(asked).toEqual(state.frames.map((frame) => Date.parse(frame) / 1000));
    expect(asked.at(-1)! - asked[0]!).toBe(110 * 60);

    const player = page.getByRole('group', { name: 'Radar frames' });
    const stamp = player.locator('.weather-player__time');
    expect(await stamp.textContent()).toBe(`Radar frame ${beijing(state.frames[11]!)}`);
    await player.getByRole('button', { name: 'Previous frame' }).click();
    await expect.poll(() => frames(page, 'weather').then((s) => s.shown)).toBe(10);
    expect(await stamp.textContent()).toBe(`Radar frame ${beijing(state.frames[10]!)}`);
    expect(
      await page.evaluate(
        (id) => window.__skytraceMapOptions?.paint(id, 'raster-opacity'),
        state.layers[10]!,
      ),
    ).toBe(0.7);
    expect(
      await page.evaluate(
        (id) => window.__skytraceMapOptions?.paint(id, 'raster-opacity'),
        state.layers[11]!,
      ),
    ).toBe(0);
    await player.getByRole('button', { name: 'Next frame' }).click();
    await player.getByRole('button', { name: 'Next frame' }).click();
    // Past the newest frame the loop starts again at the oldest.
    await expect.poll(() => frames(page, 'weather').then((s) => s.shown)).toBe(0);
    await player.getByRole('slider', { name: 'Frame time' }).fill('5');
    await expect.poll(() => frames(page, 'weather').then((s) => s.shown)).toBe(5);
    expect(await stamp.textContent()).toBe(`Radar frame ${beijing(state.frames[5]!)}`);

    await player.getByRole('button', { name: 'Play the frames' }).click();
    await expect
      .poll(() => frames(page, 'weather').then((s) => s.shown), { timeout: 20_000 })
      .toBeGreaterThan(6);
    await player.getByRole('button', { name: 'Pause' }).click();
    const paused = (await frames(page, 'weather')).shown;
    await settled(page);
    await screenshot(page, 'weather-frames-en', false);
    expect((await frames(page, 'weather')).shown).toBe(paused);

    expect(errors).toEqual([]);
  });

  it('steps the cloud frames in Chinese and on a phone', async () => {
    const zh = await openIn('zh', { viewport: { width: 1366, height: 860 } });
    await layerOn(zh.page, '地图选项', '云图', 'cloud', 8);
    const cloud = await frames(zh.page, 'cloud');
    const player = zh.page.getByRole('group', { name: '云图帧' });
    await player.getByRole('button', { name: '上一帧' }).click();
    await expect.poll(() => frames(zh.page, 'cloud').then((s) => s.shown)).toBe(6);
    expect(await player.locator('.weather-player__time').textContent()).toContain(
      beijing(cloud.frames[6]!),
    );
    await settled(zh.page);
    await screenshot(zh.page, 'weather-frames-zh', false);
    expect(zh.errors).toEqual([]);

    const phone = await openIn('zh', PHONE);
    await layerOn(phone.page, '地图选项', '气象雷达', 'weather', 12);
    const radar = phone.page.getByRole('group', { name: '雷达回波帧' });
    await radar.getByRole('button', { name: '上一帧' }).tap();
    await expect.poll(() => frames(phone.page, 'weather').then((s) => s.shown)).toBe(10);
    const button = await radar.getByRole('button', { name: '下一帧' }).boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await settled(phone.page);
    await screenshot(phone.page, 'weather-frames-phone-zh', false);
    expect(phone.errors).toEqual([]);
  });
});

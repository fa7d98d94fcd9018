import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, screenshot, settled, url } from './browser';

// The offline base map as a visitor sees it: vector tiles from our own server (no request leaves
// the machine), at zoom 3, 6, 8 and 11 over central China and over Europe, in both languages,
// in the dark default style and the light one. Each view is saved under test-results/ as
// basemap-{region}-z{zoom}-{language}-{style}.png (look at them), its map canvas must not be one
// colour, and the place layer must have drawn names in the page's language.

const VIEWS = [
  { region: 'china', center: '113.6250,34.7470', zooms: [3, 6, 8, 11] },
  { region: 'europe', center: '8.6820,50.1100', zooms: [3, 6, 8, 11] },
] as const;
const HAN = /[\u4e00-\u9fff]/;

async function openStyled(language: 'zh' | 'en', style: 'darkblue' | 'light') {
  const opened = await openPage({ viewport: { width: 1280, height: 800 } });
  await opened.page.addInitScript(
    ([lang, mapStyle]) => {
      localStorage.setItem('APP_LANGUAGE', lang);
      // The light pages show the base map's own airports (airport labels layer off).
      const layers = mapStyle === 'light' ? [] : ['airportLabels'];
      localStorage.setItem(
        'skytrace_display_settings',
        JSON.stringify({ state: { mapStyle, layers }, version: 2 }),
      );
    },
    [language, style] as const,
  );
  const offsite: string[] = [];
  opened.page.on('request', (request) => {
    const target = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(target.hostname) && target.protocol !== 'data:') {
      offsite.push(request.url());
    }
  });
  return { ...opened, offsite };
}

async function showView(page: Page, center: string, zoom: number): Promise<string[]> {
  await page.goto(url(`/tracker/${center}/${zoom}`));
  await page.waitForFunction(() => window.__skytraceBaseMap !== undefined, null, {
    timeout: 60_000,
  });
  // Tiles loaded and labels placed: the place layer names something in every one of these views.
  await page.waitForFunction(
    () =>
      (window.__skytraceBaseMap?.idle() ?? false) &&
      (window.__skytraceBaseMap?.renderedNames('base-place').length ?? 0) > 0,
    null,
    { timeout: 60_000, polling: 250 },
  );
  await settled(page);
  return page.evaluate(() => [
    ...(window.__skytraceBaseMap?.renderedNames('base-place') ?? []),
    ...(window.__skytraceBaseMap?.renderedNames('base-place-8') ?? []),
    ...(window.__skytraceBaseMap?.renderedNames('base-place-9') ?? []),
  ]);
}

/** Largest standard deviation of a colour channel over the map canvas (0: one flat colour). */
async function canvasSpread(page: Page): Promise<number> {
  const picture = await page.locator('canvas.maplibregl-canvas').first().screenshot();
  const stats = await sharp(picture).stats();
  return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
}

describe('offline base map', () => {
  afterEach(closeBrowsers);

  for (const language of ['zh', 'en'] as const) {
    for (const style of ['darkblue', 'light'] as const) {
      it(
        `draws land, borders and ${language} place names (${style})`,
        { timeout: 420_000 },
        async () => {
          const { page, errors, offsite } = await openStyled(language, style);
          for (const view of VIEWS) {
            for (const zoom of view.zooms) {
              const names = await showView(page, view.center, zoom);
              const name = `basemap-${view.region}-z${zoom}-${language}-${style}`;
              await screenshot(page, name, false);
              const spread = await canvasSpread(page);
              console.log(
                `[basemap] ${name}: ${names.length} places (${names.slice(0, 6).join(', ')}), colour spread ${spread.toFixed(1)}`,
              );
              expect(spread, name).toBeGreaterThan(6);
              expect(await page.evaluate(() => window.__skytraceBaseMap?.language())).toBe(
                language,
              );
              if (view.region === 'china') {
                // Chinese names on a Chinese page, English ones on an English page.
                if (language === 'zh')
                  expect(
                    names.some((text) => HAN.test(text)),
                    name,
                  ).toBe(true);
                else
                  expect(
                    names.every((text) => !HAN.test(text)),
                    name,
                  ).toBe(true);
              }
            }
          }
          expect(offsite).toEqual([]);
          expect(errors.filter((error) => !error.includes('socket'))).toEqual([]);
        },
      );
    }
  }
});

import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, SCREENSHOT_DIR, url } from './browser';

// The offline base map as a visitor sees it (issue 15 item 6): vector tiles from our own server
// (no request leaves the machine), at zoom 3, 6, 8 and 11 over central China and over Europe, in
// both languages, in the dark default style and the light one. Each view is saved under
// test-results/ as basemap-{region}-z{zoom}-{language}-{style}.png (look at them); its map must
// not be one colour and the place layers must have drawn names in the page's language.
//
// One browser and one page per language: the map jumps from view to view and waits for its own
// `idle` event (tiles loaded, labels placed), and the style changes in place. Reloading the page
// for each view made this the slowest browser file (145 s).

const VIEWS = [
  { region: 'china', center: [113.625, 34.747] as [number, number] },
  { region: 'europe', center: [8.682, 50.11] as [number, number] },
] as const;
const ZOOMS = [3, 6, 8, 11] as const;
const STYLES = ['darkblue', 'light'] as const;
const HAN = /[\u4e00-\u9fff]/;
const PLACE_LAYERS = ['base-place', 'base-place-8', 'base-place-9'];

interface Shot {
  name: string;
  region: string;
  names: string[];
  spread: number;
}

/** Opens the tracker in `language` and waits for the base map's layers. */
async function openTracker(language: 'zh' | 'en') {
  const opened = await openPage({ viewport: { width: 1280, height: 800 } });
  await opened.page.addInitScript((lang) => {
    localStorage.setItem('APP_LANGUAGE', lang);
    // The base map's own airports (sized dots, codes), not the airport labels layer over them.
    localStorage.setItem(
      'skytrace_display_settings',
      JSON.stringify({ state: { layers: [] }, version: 2 }),
    );
  }, language);
  const offsite: string[] = [];
  opened.page.on('request', (request) => {
    const target = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(target.hostname) && target.protocol !== 'data:') {
      offsite.push(request.url());
    }
  });
  await opened.page.goto(url('/tracker/113.6250,34.7470/6'));
  await opened.page.waitForFunction(() => window.__skytraceBaseMap !== undefined, null, {
    timeout: 60_000,
  });
  return { ...opened, offsite };
}

/** Shows one view in one style, saves its picture and reads what it drew. */
async function shoot(
  page: Page,
  view: (typeof VIEWS)[number],
  zoom: number,
  name: string,
): Promise<Shot> {
  const names = await page.evaluate(
    async ({ center, zoom: z, layers }) => {
      const probe = window.__skytraceBaseMap;
      if (probe === undefined) throw new Error('no base map');
      await probe.show(center, z);
      return layers.flatMap((layer) => probe.renderedNames(layer));
    },
    { center: view.center, zoom, layers: PLACE_LAYERS },
  );
  const picture = await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
  // The map canvas fills the page but for the bars: its middle is map only.
  const stats = await sharp(picture)
    .extract({ left: 200, top: 150, width: 880, height: 500 })
    .stats();
  const spread = Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
  return { name, region: view.region, names, spread };
}

describe('offline base map', () => {
  const shots = new Map<string, Shot[]>();
  const failures = new Map<string, { offsite: string[]; errors: string[] }>();

  beforeAll(async () => {
    for (const language of ['zh', 'en'] as const) {
      const { page, errors, offsite } = await openTracker(language);
      const taken: Shot[] = [];
      for (const style of STYLES) {
        await page.evaluate((mapStyle) => window.__skytraceBaseMap?.restyle(mapStyle), style);
        for (const view of VIEWS) {
          for (const zoom of ZOOMS) {
            const name = `basemap-${view.region}-z${zoom}-${language}-${style}`;
            taken.push(await shoot(page, view, zoom, name));
          }
        }
      }
      expect(await page.evaluate(() => window.__skytraceBaseMap?.language())).toBe(language);
      shots.set(language, taken);
      failures.set(language, { offsite, errors: errors.filter((e) => !e.includes('socket')) });
      await closeBrowsers();
    }
  }, 300_000);

  afterAll(closeBrowsers);

  for (const language of ['zh', 'en'] as const) {
    it(`draws land, borders and ${language} place names in both styles at every zoom`, () => {
      const taken = shots.get(language) ?? [];
      expect(taken).toHaveLength(VIEWS.length * ZOOMS.length * STYLES.length);
      for (const shot of taken) {
        console.log(
          `[basemap] ${shot.name}: ${shot.names.length} places (${shot.names.slice(0, 6).join(', ')}), colour spread ${shot.spread.toFixed(1)}`,
        );
        // Not one flat colour: land, sea, borders and names.
        expect(shot.spread, shot.name).toBeGreaterThan(6);
        expect(shot.names.length, shot.name).toBeGreaterThan(0);
        if (shot.region !== 'china') continue;
        // Chinese names on a Chinese page, English ones on an English page.
        if (language === 'zh')
          expect(
            shot.names.some((text) => HAN.test(text)),
            shot.name,
          ).toBe(true);
        else
          expect(
            shot.names.every((text) => !HAN.test(text)),
            shot.name,
          ).toBe(true);
      }
      expect(failures.get(language)).toEqual({ offsite: [], errors: [] });
    });
  }
});

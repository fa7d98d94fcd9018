import { ADSB_PATHS, ADSB_ROOT, type WaitArea, type WaitAreas } from '@skytrace/contracts';
import { http } from '../../../session/api-client';
import { currentLanguage, i18n } from '../../../i18n';
import { WAIT_AREA_STOPS, WaitAreasLayer } from '../../../map/layers/wait-areas.layer';
import type { MapLibreMap } from '../../../map/radar.map';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { altitude } from '../../../settings/unit.format';

// The holding-areas route layer (map options, "Routes"): fetched when switched on and every
// ten minutes while on (holds accrue slowly), drawn by WaitAreasLayer, explained by a legend.

const REFRESH_MS = 10 * 60_000;
/** Days of holds the layer shows (the call's default). */
export const WAIT_AREA_DAYS = 7;

export class WaitAreasController {
  private readonly layer: WaitAreasLayer;
  private readonly legend: HTMLDivElement;
  private enabled = false;
  private areas: WaitArea[] | null = null;
  private failed = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(map: MapLibreMap) {
    this.layer = new WaitAreasLayer(map, (area) => this.label(area));
    this.legend = document.createElement('div');
    this.legend.className = 'wait-areas-legend';
    this.legend.setAttribute('role', 'region');
    this.legend.dataset.testid = 'wait-areas-legend';
    this.legend.hidden = true;
    map.getContainer().append(this.legend);
  }

  get count(): number {
    return this.layer.count;
  }

  setEnabled(enabled: boolean): void {
    if (enabled && !this.enabled) {
      void this.load();
      this.timer = setInterval(() => void this.load(), REFRESH_MS);
    } else if (!enabled && this.enabled && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
    this.enabled = enabled;
    this.layer.setEnabled(enabled);
    this.render();
  }

  /** Labels and legend again (language or unit changed). */
  render(): void {
    this.layer.relabel();
    const t = i18n.t;
    this.legend.hidden = !this.enabled;
    this.legend.replaceChildren();
    this.legend.setAttribute(
      'aria-label',
      t('mapOptions.waitAreas.legendTitle', { days: WAIT_AREA_DAYS }),
    );
    const title = document.createElement('div');
    title.className = 'wait-areas-legend__title';
    title.textContent = t('mapOptions.waitAreas.legendTitle', { days: WAIT_AREA_DAYS });
    this.legend.append(title);
    WAIT_AREA_STOPS.forEach((stop, index) => {
      const item = document.createElement('span');
      item.className = 'wait-areas-legend__item';
      const swatch = document.createElement('span');
      swatch.className = 'wait-areas-legend__swatch';
      swatch.style.background = stop.colour;
      const last = index === WAIT_AREA_STOPS.length - 1;
      item.append(
        swatch,
        document.createTextNode(
          t(last ? 'mapOptions.waitAreas.stopMore' : 'mapOptions.waitAreas.stop', {
            count: stop.holds,
          }),
        ),
      );
      this.legend.append(item);
    });
    const note = (text: string) => {
      const line = document.createElement('div');
      line.className = 'wait-areas-legend__note';
      line.textContent = text;
      this.legend.append(line);
    };
    note(t('mapOptions.waitAreas.explain'));
    if (this.failed) note(t('mapOptions.waitAreas.failed'));
    else if (this.areas === null) note(t('mapOptions.waitAreas.loading'));
    else if (this.areas.length === 0)
      note(t('mapOptions.waitAreas.empty', { days: WAIT_AREA_DAYS }));
  }

  destroy(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.layer.destroy();
    this.legend.remove();
  }

  private async load(): Promise<void> {
    try {
      const answer = await http.get<WaitAreas>(ADSB_PATHS.routeWait, {
        root: ADSB_ROOT,
        query: { days: WAIT_AREA_DAYS },
      });
      this.areas = answer.data.areas;
      this.failed = false;
      this.layer.setAreas(this.areas);
    } catch {
      // The legend says so; the next refresh (or switching the layer on again) asks again.
      this.failed = true;
    }
    this.render();
  }

  private label(area: WaitArea): string {
    const language = currentLanguage();
    const t = i18n.t;
    const parts = [t('mapOptions.waitAreas.holds', { count: area.holds })];
    if (area.altitudeFt !== null) {
      const measure = altitude(area.altitudeFt, useDisplaySettings.getState().heightUnit, language);
      parts.push(t(`tracker.units.${measure.key}`, { value: measure.value }));
    }
    const airport = area.airportIata || area.airport;
    if (airport) parts.unshift(airport);
    return parts.join(' · ');
  }
}

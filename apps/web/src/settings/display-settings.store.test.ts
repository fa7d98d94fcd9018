import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS, sanitise, useDisplaySettings } from './display-settings.store';

describe('display settings', () => {
  it('has the spec §3 defaults', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toMatchObject({
      timeZoneUnit: 'local',
      heightUnit: 'metre',
      speedUnit: 'kmh',
      brightness: 0.4,
      mapStyle: 'darkblue',
      labelMode: 'auto',
      showForecast: true,
      showScheduled: false,
      liveFlights: true,
    });
  });

  it('keeps only valid stored values', () => {
    expect(
      sanitise({
        tagFields: ['squawk', 'bogus', 'fnum'],
        heightUnit: 'furlong',
        speedUnit: 'knot',
        brightness: 7,
        mapStyle: 'neon',
        layers: ['dayNight', 'x'],
      }),
    ).toEqual({
      tagFields: ['fnum', 'squawk'],
      speedUnit: 'knot',
      brightness: 1,
      layers: ['dayNight'],
    });
    expect(sanitise('garbage')).toEqual({});
    expect(sanitise({ labelMode: 'never' })).toEqual({ labelMode: 'never' });
    expect(sanitise({ labelMode: 'sometimes' })).toEqual({});
    expect(sanitise({ showForecast: false, showScheduled: 'yes' })).toEqual({
      showForecast: false,
    });
    expect(sanitise({ liveFlights: false })).toEqual({ liveFlights: false });
    expect(sanitise({ liveFlights: 0 })).toEqual({});
  });

  it('toggles tag fields in display order and layers', () => {
    const store = useDisplaySettings.getState();
    store.reset();
    store.toggleTagField('speed');
    store.toggleTagField('anum');
    expect(useDisplaySettings.getState().tagFields).toEqual(['fnum', 'anum', 'speed']);
    store.toggleTagField('fnum');
    expect(useDisplaySettings.getState().tagFields).toEqual(['anum', 'speed']);
    store.toggleLayer('dayNight');
    expect(useDisplaySettings.getState().layers).toContain('dayNight');
    store.toggleLayer('dayNight');
    expect(useDisplaySettings.getState().layers).not.toContain('dayNight');
    store.update({ brightness: 0 });
    expect(useDisplaySettings.getState().brightness).toBe(0.1);
    store.setImperial(true);
    expect(useDisplaySettings.getState()).toMatchObject({ heightUnit: 'foot', speedUnit: 'knot' });
  });

  it('reads stored settings back when the page starts', async () => {
    const stored = new Map<string, string>([
      [
        'skytrace_display_settings',
        JSON.stringify({
          state: { mapStyle: 'light', layers: ['dayNight'], liveFlights: false },
          version: 2,
        }),
      ],
    ]);
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    };
    vi.stubGlobal('window', { localStorage });
    vi.resetModules();
    try {
      const fresh = await import('./display-settings.store');
      expect(fresh.useDisplaySettings.getState()).toMatchObject({
        mapStyle: 'light',
        layers: ['dayNight'],
        liveFlights: false,
        brightness: 0.4,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

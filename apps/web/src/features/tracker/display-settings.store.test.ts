import { describe, expect, it } from 'vitest';
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
});

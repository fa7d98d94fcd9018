import { create } from 'zustand';
import { persist } from 'zustand/middleware';

// Client state of the tracker that React renders: the selected aircraft (spec §4 single mode) and
// the display units of spec §3 (metres and km/h by default), kept in localStorage.

interface SelectionState {
  /** ICAO address of the selected aircraft, or null. */
  selectedIcao: number | null;
  select: (icao: number | null) => void;
}

export const useSelection = create<SelectionState>((set) => ({
  selectedIcao: null,
  select: (icao) => set({ selectedIcao: icao }),
}));

export type HeightUnit = 'metre' | 'foot';
export type SpeedUnit = 'kmh' | 'knot';

interface DisplaySettingsState {
  heightUnit: HeightUnit;
  speedUnit: SpeedUnit;
  setImperial: (imperial: boolean) => void;
}

export const useDisplaySettings = create<DisplaySettingsState>()(
  persist(
    (set) => ({
      heightUnit: 'metre',
      speedUnit: 'kmh',
      setImperial: (imperial) =>
        set(
          imperial
            ? { heightUnit: 'foot', speedUnit: 'knot' }
            : { heightUnit: 'metre', speedUnit: 'kmh' },
        ),
    }),
    {
      name: 'skytrace_display_settings',
      partialize: ({ heightUnit, speedUnit }) => ({ heightUnit, speedUnit }),
    },
  ),
);

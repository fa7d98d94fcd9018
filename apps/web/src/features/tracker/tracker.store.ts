import { create } from 'zustand';
import { shownAfter, toggleMultiSelection } from './multi/multi-select';

// Client state of the tracker that React renders: the selected aircraft (spec §4 single and multi
// modes). Display settings live in src/settings/display-settings.store.ts.

export type SelectionMode = 'single' | 'multi';

interface SelectionState {
  /** ICAO address of the aircraft whose detail bar shows, or null. */
  selectedIcao: number | null;
  select: (icao: number | null) => void;
  /** Spec §4 tracker mode. */
  mode: SelectionMode;
  /** Multi mode: the selected aircraft, oldest first (multi/multi-select.ts for the limit). */
  multi: number[];
  /** Entering multi mode keeps the shown flight selected; leaving it keeps only that one. */
  setMode: (mode: SelectionMode) => void;
  /** A click on an aircraft: multi mode adds or deselects it; single mode selects it. */
  toggleMulti: (icao: number) => void;
  /** Spec §4 lock flag: the camera follows the shown aircraft (cleared when it changes). */
  locked: boolean;
  setLocked: (locked: boolean) => void;
}

export const useSelection = create<SelectionState>((set) => ({
  selectedIcao: null,
  select: (icao) =>
    set((state) =>
      state.mode === 'multi' && icao !== null && !state.multi.includes(icao)
        ? { selectedIcao: icao, multi: toggleMultiSelection(state.multi, icao) }
        : { selectedIcao: icao },
    ),
  mode: 'single',
  multi: [],
  locked: false,
  setLocked: (locked) => set({ locked }),
  setMode: (mode) =>
    set((state) =>
      state.mode === mode
        ? {}
        : {
            mode,
            multi: mode === 'multi' && state.selectedIcao !== null ? [state.selectedIcao] : [],
          },
    ),
  toggleMulti: (icao) =>
    set((state) => {
      if (state.mode === 'single') return { selectedIcao: icao };
      const multi = toggleMultiSelection(state.multi, icao);
      const added = multi.includes(icao);
      return { multi, selectedIcao: added ? icao : shownAfter(multi, state.selectedIcao) };
    }),
}));

import { create } from 'zustand';

// Client state of the tracker that React renders: the selected aircraft (spec §4 single mode).
// Display settings live in display-settings.store.ts.

interface SelectionState {
  /** ICAO address of the selected aircraft, or null. */
  selectedIcao: number | null;
  select: (icao: number | null) => void;
}

export const useSelection = create<SelectionState>((set) => ({
  selectedIcao: null,
  select: (icao) => set({ selectedIcao: icao }),
}));

import { create } from 'zustand';

/** The airport whose panel shows on the radar (issue 19), by IATA or ICAO code, or null. */
export const useAirportPanel = create<{
  code: string | null;
  open: (code: string) => void;
  close: () => void;
}>((set) => ({
  code: null,
  open: (code) => set({ code }),
  close: () => set({ code: null }),
}));

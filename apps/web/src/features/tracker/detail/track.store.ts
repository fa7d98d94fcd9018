import { create } from 'zustand';
import type { FlightPath } from '@skytrace/contracts';

// The path answer of the flight in the detail bar, for the map's tracks (tracks.controller.ts
// reads it; the detail bar writes it). `path` null means no tracks: nothing loaded yet, or the viewer may not
// see them (spec §6 login rule).

interface TrackState {
  icao: number | null;
  path: FlightPath | null;
  setTrack: (icao: number | null, path: FlightPath | null) => void;
}

export const useTrack = create<TrackState>((set) => ({
  icao: null,
  path: null,
  setTrack: (icao, path) => set({ icao, path }),
}));

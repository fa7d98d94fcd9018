import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  FILTER_KEYS,
  parseCondition,
  toggleOpenKey,
  withCondition,
  withoutCondition,
  type FilterCondition,
  type FilterInput,
  type FilterKey,
  type FilterState,
} from './filter';

// The live-map filter the panel edits and the map applies (spec §4). Conditions and the on/off
// switch persist locally; the open filter label does not.

interface FilterStore extends FilterState {
  /** The filter label whose form is open, or null. */
  openKey: FilterKey | null;
  /** Adds a valid input and returns true; false (nothing changed) for an invalid one. */
  add: (input: FilterInput, now?: number) => boolean;
  remove: (id: number) => void;
  clear: () => void;
  setEnabled: (enabled: boolean) => void;
  toggleKey: (key: FilterKey) => void;
}

export const useFilter = create<FilterStore>()(
  persist(
    (set, get) => ({
      conditions: [],
      enabled: false,
      openKey: null,
      add: (input, now = Date.now()) => {
        // Ids are the time added (spec §3); two adds in one millisecond still get distinct ids.
        const last = Math.max(0, ...get().conditions.map((c) => c.id));
        const result = parseCondition(input, Math.max(now, last + 1));
        if (!result.ok) return false;
        set((state) => withCondition(state, result.condition));
        return true;
      },
      remove: (id) => set((state) => withoutCondition(state, id)),
      clear: () => set({ conditions: [], enabled: false }),
      setEnabled: (enabled) =>
        set((state) => ({ enabled: enabled && state.conditions.length > 0 })),
      toggleKey: (key) => set((state) => ({ openKey: toggleOpenKey(state.openKey, key) })),
    }),
    {
      name: 'skytrace_filter',
      version: 1,
      merge: (persisted, current) => ({ ...current, ...sanitiseFilter(persisted) }),
      partialize: (state): FilterState => ({
        conditions: state.conditions,
        enabled: state.enabled,
      }),
    },
  ),
);

function strings(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
}

function boundText(value: unknown): string | null {
  if (value === null) return '';
  return typeof value === 'number' ? String(value) : null;
}

/** The input that would produce a stored condition, or null if it is not one. */
function inputOf(stored: Record<string, unknown>): FilterInput | null {
  const key = stored.key;
  const value = stored.value as Record<string, unknown> | null | undefined;
  if (!(FILTER_KEYS as readonly unknown[]).includes(key) || value === undefined) return null;
  switch (key as FilterKey) {
    case 'airlines':
    case 'aircraftType':
    case 'airport': {
      const list = strings(value);
      return list && { key: key as 'airlines', text: list.join(' ') };
    }
    case 'fattr': {
      const list = strings(value);
      return list && { key: 'fattr', attributes: list };
    }
    case 'fservice': {
      const list = strings(value);
      return list && { key: 'fservice', services: list };
    }
    case 'airline':
      if (typeof value?.org !== 'string' || typeof value.dst !== 'string') return null;
      return { key: 'airline', org: value.org, dst: value.dst };
    case 'height':
    case 'speed': {
      const min = boundText(value?.min);
      const max = boundText(value?.max);
      const unit = value?.unit;
      if (min === null || max === null) return null;
      if (key === 'height' && (unit === 'metre' || unit === 'foot')) {
        return { key, min, max, unit };
      }
      if (key === 'speed' && (unit === 'kmh' || unit === 'knot')) return { key, min, max, unit };
      return null;
    }
  }
}

/** The valid part of a stored filter: each condition re-validated as if typed again. */
export function sanitiseFilter(stored: unknown): Partial<FilterState> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  if (!Array.isArray(s.conditions)) return {};
  const conditions: FilterCondition[] = [];
  for (const item of s.conditions as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const input = inputOf(record);
    if (input === null || typeof record.id !== 'number') continue;
    const result = parseCondition(input, record.id);
    if (result.ok) conditions.push(result.condition);
  }
  return { conditions, enabled: conditions.length > 0 && s.enabled === true };
}

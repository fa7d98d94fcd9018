import { describe, expect, it } from 'vitest';
import { exactFlight } from './search.api';
import { HISTORY_LIMIT, readHistory, withEntry, writeHistory } from './search.history';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('search history', () => {
  it('keeps the newest pick first, once, and at most the limit', () => {
    let history = withEntry([], { kind: 'flight', flight: 'MU5101', detail: 'CES5101' });
    history = withEntry(history, {
      kind: 'airport',
      code: 'PEK',
      name: 'Beijing Capital',
      lat: 40.08,
      lng: 116.58,
    });
    history = withEntry(history, { kind: 'flight', flight: 'MU5101', detail: 'CES5101' });
    expect(history.map((entry) => entry.kind)).toEqual(['flight', 'airport']);
    for (let i = 0; i < 20; i++) {
      history = withEntry(history, { kind: 'flight', flight: `CA${i}`, detail: '' });
    }
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]).toEqual({ kind: 'flight', flight: 'CA19', detail: '' });
  });

  it('reads back what it wrote and ignores damaged entries', () => {
    const storage = memoryStorage();
    const history = withEntry([], { kind: 'flight', flight: 'MU5101', detail: 'CES5101' });
    writeHistory(history, storage);
    expect(readHistory(storage)).toEqual(history);
    storage.setItem('skytrace_search_history', '[{"kind":"airport","code":"PEK"},1,"x"]');
    expect(readHistory(storage)).toEqual([]);
    storage.setItem('skytrace_search_history', '{not json');
    expect(readHistory(storage)).toEqual([]);
  });
});

describe('locating a flight outside the view', () => {
  const hit = {
    icaoId: '780A5C',
    callsign: 'CES5101',
    fnum: 'MU5101',
    anum: 'B-1234',
    aircraftType: 'A320',
    org: 'PEK',
    dst: 'SHA',
    lat: 39.9,
    lng: 116.4,
  };
  it('takes the exact flight number or callsign with a position', () => {
    expect(exactFlight([hit], 'mu 5101')).toBe(hit);
    expect(exactFlight([hit], 'CES5101')).toBe(hit);
    expect(exactFlight([hit], 'MU510')).toBeUndefined();
    expect(exactFlight([{ ...hit, lat: null }], 'MU5101')).toBeUndefined();
  });
});

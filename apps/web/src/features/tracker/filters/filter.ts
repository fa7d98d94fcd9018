import {
  FEET_PER_METRE,
  FLIGHT_SERVICES,
  KMH_PER_KNOT,
  type FlightService,
} from '@skytrace/contracts';
import type { FlightIdentity } from '../../../live/location.decoder';
import type { HeightUnit, SpeedUnit } from '../../../settings/display-settings.store';

// The live-map filter of spec §3/§4/§5, as pure functions: parsing and validating what the user
// typed, the rules for adding and removing conditions, and the match of one aircraft. Codes are
// compared upper-case without whitespace; a flight must meet every active condition, and within
// one condition any of its codes.

/** Flight attribute categories of spec §3: civil, general aviation, freighter, UAV, business jet, unknown. */
export const FLIGHT_ATTRIBUTES = ['M', 'T', 'F', 'W', 'G', 'N'] as const;
export type FlightAttribute = (typeof FLIGHT_ATTRIBUTES)[number];

/** The filter keys offered, in panel order. */
export const FILTER_KEYS = [
  'airlines',
  'fservice',
  'aircraftType',
  'fattr',
  'airline',
  'airport',
  'height',
  'speed',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface HeightRange {
  min: number | null;
  max: number | null;
  unit: HeightUnit;
}

export interface SpeedRange {
  min: number | null;
  max: number | null;
  unit: SpeedUnit;
}

/** One condition (spec §3: id is the time it was added, ms). Ranges keep the unit typed in. */
export type FilterCondition =
  | { id: number; key: 'airlines' | 'aircraftType' | 'airport'; value: string[] }
  | { id: number; key: 'fattr'; value: FlightAttribute[] }
  | { id: number; key: 'fservice'; value: FlightService[] }
  | { id: number; key: 'airline'; value: { org: string; dst: string } }
  | { id: number; key: 'height'; value: HeightRange }
  | { id: number; key: 'speed'; value: SpeedRange };

/** What the panel's form holds for each key. */
export type FilterInput =
  | { key: 'airlines' | 'aircraftType' | 'airport'; text: string }
  | { key: 'fattr'; attributes: readonly string[] }
  | { key: 'fservice'; services: readonly string[] }
  | { key: 'airline'; org: string; dst: string }
  | { key: 'height'; min: string; max: string; unit: HeightUnit }
  | { key: 'speed'; min: string; max: string; unit: SpeedUnit };

export type ParseResult = { ok: true; condition: FilterCondition } | { ok: false };

/** The part of a live aircraft the filter reads. */
export interface FilterSubject {
  identity: FlightIdentity | null;
  altitudeFt: number | null;
  speedKt: number | null;
}

// Airline designators: IATA two characters (letters or a digit, e.g. 3U), ICAO three letters.
const AIRLINE_CODE = /^(?:[A-Z0-9]{2}|[A-Z]{3})$/;
// ICAO aircraft type designators: 2–4 characters, e.g. A320, B38M, C25A.
const AIRCRAFT_TYPE = /^[A-Z0-9]{2,4}$/;
// Airports: IATA three characters, ICAO four.
const AIRPORT_CODE = /^[A-Z0-9]{3,4}$/;
const CALLSIGN_AIRLINE = /^([A-Z]{3})\d/;

/** Upper-case codes of a space-separated input, duplicates removed. */
export function codes(text: string): string[] {
  return [...new Set(text.toUpperCase().split(/\s+/).filter(Boolean))];
}

/** Upper-case, every whitespace removed. */
function compact(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/** A bound typed by the user: empty is no bound, anything else must be a number ≥ 0. */
function bound(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function range(min: string, max: string): { min: number | null; max: number | null } | null {
  const low = bound(min);
  const high = bound(max);
  if (low === undefined || high === undefined) return null;
  if (low === null && high === null) return null;
  if (low !== null && high !== null && low > high) return null;
  return { min: low, max: high };
}

/** Validates an input (spec §5); `{ ok: false }` shows "Please add valid filter". */
export function parseCondition(input: FilterInput, id: number): ParseResult {
  switch (input.key) {
    case 'airlines':
    case 'aircraftType':
    case 'airport': {
      const pattern =
        input.key === 'airlines'
          ? AIRLINE_CODE
          : input.key === 'aircraftType'
            ? AIRCRAFT_TYPE
            : AIRPORT_CODE;
      const value = codes(input.text);
      if (value.length === 0 || !value.every((code) => pattern.test(code))) return { ok: false };
      return { ok: true, condition: { id, key: input.key, value } };
    }
    case 'fattr': {
      const value = FLIGHT_ATTRIBUTES.filter((a) => input.attributes.includes(a));
      return value.length === 0
        ? { ok: false }
        : { ok: true, condition: { id, key: 'fattr', value } };
    }
    case 'fservice': {
      const value = FLIGHT_SERVICES.filter((service) => input.services.includes(service));
      return value.length === 0
        ? { ok: false }
        : { ok: true, condition: { id, key: 'fservice', value } };
    }
    case 'airline': {
      const org = compact(input.org);
      const dst = compact(input.dst);
      if (!AIRPORT_CODE.test(org) || !AIRPORT_CODE.test(dst)) return { ok: false };
      return { ok: true, condition: { id, key: 'airline', value: { org, dst } } };
    }
    case 'height': {
      const value = range(input.min, input.max);
      if (value === null) return { ok: false };
      return { ok: true, condition: { id, key: 'height', value: { ...value, unit: input.unit } } };
    }
    case 'speed': {
      const value = range(input.min, input.max);
      if (value === null) return { ok: false };
      return { ok: true, condition: { id, key: 'speed', value: { ...value, unit: input.unit } } };
    }
  }
}

function sameValue(a: FilterCondition, b: FilterCondition): boolean {
  return a.key === b.key && JSON.stringify(a.value) === JSON.stringify(b.value);
}

/**
 * The conditions after adding `condition` (spec §4): airlines and aircraftType replace a condition
 * of the same key with the same first code; height and speed keep one condition each; an exact
 * duplicate is not added twice.
 */
export function addCondition(
  conditions: readonly FilterCondition[],
  condition: FilterCondition,
): FilterCondition[] {
  const kept = conditions.filter((existing) => {
    if (existing.key !== condition.key) return true;
    if (condition.key === 'height' || condition.key === 'speed') return false;
    if (condition.key === 'airlines' || condition.key === 'aircraftType') {
      return (existing.value as string[])[0] !== condition.value[0];
    }
    return !sameValue(existing, condition);
  });
  return [...kept, condition];
}

export interface FilterState {
  conditions: FilterCondition[];
  /** Spec §4: on when the first condition is added, off when the last is removed. */
  enabled: boolean;
}

export function withCondition(state: FilterState, condition: FilterCondition): FilterState {
  return {
    conditions: addCondition(state.conditions, condition),
    enabled: state.conditions.length === 0 ? true : state.enabled,
  };
}

export function withoutCondition(state: FilterState, id: number): FilterState {
  const conditions = state.conditions.filter((condition) => condition.id !== id);
  return { conditions, enabled: conditions.length === 0 ? false : state.enabled };
}

/** Spec §4: choosing the filter label already open closes the panel. */
export function toggleOpenKey(open: FilterKey | null, key: FilterKey): FilterKey | null {
  return open === key ? null : key;
}

function within(value: number | null, { min, max }: { min: number | null; max: number | null }) {
  if (value === null) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

function airlineCodes(identity: FlightIdentity): [string, string] {
  // The IATA designator leads the flight number (MU5101); the ICAO one the callsign (CES5101).
  const iata = identity.fnum.length > 2 ? identity.fnum.slice(0, 2).toUpperCase() : '';
  const icao = CALLSIGN_AIRLINE.exec(identity.callsign.toUpperCase())?.[1] ?? '';
  return [iata, icao];
}

/** True when `subject` meets `condition`. */
export function matchesCondition(subject: FilterSubject, condition: FilterCondition): boolean {
  const identity = subject.identity;
  switch (condition.key) {
    case 'height': {
      const { unit } = condition.value;
      const feet = subject.altitudeFt;
      const value = feet === null ? null : unit === 'foot' ? feet : feet / FEET_PER_METRE;
      return within(value, condition.value);
    }
    case 'speed': {
      const { unit } = condition.value;
      const knots = subject.speedKt;
      const value = knots === null ? null : unit === 'knot' ? knots : knots * KMH_PER_KNOT;
      return within(value, condition.value);
    }
    case 'airlines': {
      if (identity === null) return false;
      const [iata, icao] = airlineCodes(identity);
      return condition.value.some((code) => code === iata || code === icao);
    }
    case 'aircraftType': {
      const type = compact(identity?.aircraftType ?? '');
      return type !== '' && condition.value.includes(type);
    }
    case 'fattr': {
      const attribute = compact(identity?.fattr ?? '');
      return (condition.value as string[]).includes(attribute === '' ? 'N' : attribute);
    }
    case 'fservice': {
      // No identity, or a server without reference data, is a service not known (N).
      const service = compact(identity?.fservice ?? '');
      return (condition.value as string[]).includes(service === '' ? 'N' : service);
    }
    case 'airport': {
      const org = compact(identity?.org ?? '');
      const dst = compact(identity?.dst ?? '');
      return condition.value.some((code) => code === org || code === dst);
    }
    case 'airline':
      return (
        identity !== null &&
        compact(identity.org) === condition.value.org &&
        compact(identity.dst) === condition.value.dst
      );
  }
}

/** True when `subject` meets every condition. */
export function matchesAll(
  subject: FilterSubject,
  conditions: readonly FilterCondition[],
): boolean {
  for (const condition of conditions) if (!matchesCondition(subject, condition)) return false;
  return true;
}

/** The map's predicate for a filter state, or null when nothing is filtered. */
export function filterPredicate(state: FilterState): ((subject: FilterSubject) => boolean) | null {
  if (!state.enabled || state.conditions.length === 0) return null;
  const conditions = state.conditions;
  return (subject) => matchesAll(subject, conditions);
}

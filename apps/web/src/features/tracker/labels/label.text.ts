import { FEET_PER_METRE, KMH_PER_KNOT } from '@skytrace/contracts';
import type { FlightIdentity } from '../../../live/location.decoder';
import type { HeightUnit, SpeedUnit, TagField } from '../../../settings/display-settings.store';

// The text of an aircraft label (spec §3 tag fields): names on the first line, figures on the
// second, so a label stays short and its width predictable. Units follow the display settings.

/** The part of a live aircraft a label shows. */
export interface LabelSubject {
  hex: string;
  identity: FlightIdentity | null;
  altitudeFt: number | null;
  speedKt: number | null;
  track: number | null;
}

export type LabelUnitKey = 'metre' | 'foot' | 'kmh' | 'knot' | 'degrees';

export interface LabelFormat {
  heightUnit: HeightUnit;
  speedUnit: SpeedUnit;
  /** Writes a rounded value with its unit (translated: "10668 m", "10668米"). */
  unit: (key: LabelUnitKey, value: string) => string;
}

const NAME_FIELDS: readonly TagField[] = ['fnum', 'anum', 'squawk', 'airLine'];
const FIGURE_FIELDS: readonly TagField[] = ['height', 'speed', 'angle'];

function fieldText(subject: LabelSubject, field: TagField, format: LabelFormat): string {
  const identity = subject.identity;
  switch (field) {
    case 'fnum':
      return identity?.fnum || identity?.callsign || subject.hex;
    case 'anum':
      return identity?.anum ?? '';
    case 'squawk':
      return identity?.squawk ?? '';
    case 'airLine':
      // Spec §3: airLine is the route, origin to destination.
      return identity?.org && identity.dst ? `${identity.org}-${identity.dst}` : '';
    case 'height': {
      const feet = subject.altitudeFt;
      if (feet === null) return '';
      return format.heightUnit === 'foot'
        ? format.unit('foot', String(Math.round(feet)))
        : format.unit('metre', String(Math.round(feet / FEET_PER_METRE)));
    }
    case 'speed': {
      const knots = subject.speedKt;
      if (knots === null) return '';
      return format.speedUnit === 'knot'
        ? format.unit('knot', String(Math.round(knots)))
        : format.unit('kmh', String(Math.round(knots * KMH_PER_KNOT)));
    }
    case 'angle':
      return subject.track === null
        ? ''
        : format.unit('degrees', String(Math.round(subject.track) % 360));
  }
}

function line(
  subject: LabelSubject,
  fields: readonly TagField[],
  of: readonly TagField[],
  format: LabelFormat,
): string {
  let text = '';
  for (const field of of) {
    if (!fields.includes(field)) continue;
    const value = fieldText(subject, field, format);
    if (value !== '') text = text === '' ? value : `${text} ${value}`;
  }
  return text;
}

/** The label's lines for the chosen tag fields; empty when nothing is to be shown. */
export function labelLines(
  subject: LabelSubject,
  fields: readonly TagField[],
  format: LabelFormat,
): string[] {
  const lines: string[] = [];
  const names = line(subject, fields, NAME_FIELDS, format);
  const figures = line(subject, fields, FIGURE_FIELDS, format);
  if (names !== '') lines.push(names);
  if (figures !== '') lines.push(figures);
  return lines;
}

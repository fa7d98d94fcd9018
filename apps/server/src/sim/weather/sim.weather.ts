// The simulator's weather office: a METAR for every simulated airport each 30 minutes of the
// simulator's clock and a TAF every 6 hours (issued an hour before 00, 06, 12 and 18 UTC, valid
// 24 hours), all from one WeatherField so the reports of neighbouring airports agree.
import type { Airport } from '../world/airports';
import { formatMetar, formatTaf, type TafPeriod } from './report.format';
import { WeatherField, type Conditions } from './weather.field';

export const METAR_INTERVAL_SECONDS = 1800;
const TAF_ISSUE_HOURS = new Set([5, 11, 17, 23]);
const HOUR = 3600;

export class SimWeather {
  private readonly field: WeatherField;

  constructor(
    seed: number,
    private readonly airports: readonly Airport[],
  ) {
    this.field = new WeatherField(seed);
  }

  /** Reports of the half-hour slot containing `time` (the slot's start is their time). */
  reportsAt(time: number): string[] {
    const slot = Math.floor(time / METAR_INTERVAL_SECONDS) * METAR_INTERVAL_SECONDS;
    const reports: string[] = [];
    const issueTaf = slot % HOUR === 0 && TAF_ISSUE_HOURS.has(new Date(slot * 1000).getUTCHours());
    for (const airport of this.airports) {
      const now = this.field.at(airport, slot);
      const soon = this.field.at(airport, slot + 2 * HOUR);
      reports.push(formatMetar(airport.icao, slot, now, trendOf(now, soon)));
      if (issueTaf) reports.push(this.taf(airport, slot));
    }
    return reports;
  }

  /** Conditions at an airport (for tests of coherence). */
  conditions(airport: Airport, time: number): Conditions {
    return this.field.at(airport, time);
  }

  private taf(airport: Airport, issued: number): string {
    const from = issued + HOUR;
    const to = from + 24 * HOUR;
    const base = this.field.at(airport, from);
    const changes: TafPeriod[] = [];
    let last = base;
    for (let start = from + 6 * HOUR; start < to; start += 6 * HOUR) {
      const next = this.field.at(airport, start + HOUR);
      if (differs(last, next)) {
        changes.push({ kind: 'BECMG', from: start, to: start + 2 * HOUR, conditions: next });
        last = next;
      }
    }
    // Fog or thunder inside the validity: a TEMPO group around the worst hour.
    for (let hour = from; hour < to; hour += HOUR) {
      const at = this.field.at(airport, hour);
      if ((at.fog || at.thunder) && !last.fog && !last.thunder) {
        changes.push({
          kind: 'TEMPO',
          from: hour,
          to: Math.min(to, hour + 3 * HOUR),
          conditions: at,
        });
        break;
      }
    }
    return formatTaf(airport.icao, issued, from, to, base, changes);
  }
}

function differs(a: Conditions, b: Conditions): boolean {
  const turn = Math.abs(((a.windFromDeg - b.windFromDeg + 540) % 360) - 180);
  return (
    Math.abs(a.wetness - b.wetness) > 0.2 ||
    (turn > 60 && Math.max(a.windKt, b.windKt) > 6) ||
    Math.abs(a.windKt - b.windKt) > 8
  );
}

/** NOSIG, or a TEMPO/BECMG hint when the next two hours bring fog, thunder or clearing. */
function trendOf(now: Conditions, soon: Conditions): string {
  if (soon.thunder && !now.thunder) return 'TEMPO TSRA';
  if (soon.fog && !now.fog)
    return `TEMPO ${soon.visibilityM < 1000 ? String(soon.visibilityM).padStart(4, '0') + ' FG' : '1500 BR'}`;
  if (now.fog && !soon.fog) return 'BECMG 3000 BR';
  return 'NOSIG';
}

// Area alert rules against the live table: an aircraft of one of the rule's types, or squawking
// one of its patterns (7x00: x any digit), within radiusKm of the point and below maxAltitudeM
// fires a notice, at most once per aircraft per rule every REPEAT_SECONDS, never in the rule's
// quiet hours (the user's time zone) and at most maxPerHour per rule.
import {
  distanceMetres,
  formatIcaoHex,
  formatSquawk,
  translateMessage,
  FEET_PER_METRE,
  type FollowNotice,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { MemoryAlertBudget, type AlertBudget } from './alert.budget';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import { enabledRules, languagesOf, type AlertRuleRow } from './follow.repo';
import type { NoticeDelivery } from './notice.delivery';
import { clockOf } from './notice.text';
import { LatitudeIndex } from './latitude-index';
import { isQuiet } from './quiet-hours';

/** One aircraft fires one rule again only after this, seconds. */
const REPEAT_SECONDS = 3600;
/** Rules are re-read from the database at most this often, seconds (edits apply within). */
const RULES_TTL_SECONDS = 30;

/** Whether a squawk matches a pattern of four octal digits with `x` for any. */
export function squawkMatches(pattern: string, squawk: string): boolean {
  if (pattern.length !== 4 || squawk.length !== 4) return false;
  for (let i = 0; i < 4; i++) if (pattern[i] !== 'x' && pattern[i] !== squawk[i]) return false;
  return true;
}

export interface RuleMatch {
  rule: AlertRuleRow;
  aircraft: LiveAircraft;
  type: string | null;
  distanceKm: number;
}

/** Kilometres per degree of arc on the sphere distanceMetres uses (6,371 km), rounded down. */
const KM_PER_DEGREE = 111.19;
const RADIANS = Math.PI / 180;

/**
 * Whether a position is certainly farther than the rule's radius, without trigonometry for most
 * aircraft (bench:follow: the scan is O(aircraft × rules), and almost every pair is far apart).
 * Rigorous on the sphere: a great-circle arc is at least the latitude difference long; and an arc
 * of at most the radius stays below latitude φmax + radius, where a degree of longitude is at
 * least cos(φmax + radius) degrees of arc, so a longer longitude difference is out of reach.
 */
export function outsideBox(
  rule: Pick<AlertRuleRow, 'lat' | 'lon' | 'radiusKm'>,
  lat: number,
  lon: number,
): boolean {
  const reachDeg = rule.radiusKm / KM_PER_DEGREE;
  if (Math.abs(lat - rule.lat) > reachDeg) return true;
  const highest = Math.max(Math.abs(lat), Math.abs(rule.lat)) + reachDeg;
  if (highest >= 89) return false;
  const lonDiff = Math.abs(((((lon - rule.lon) % 360) + 540) % 360) - 180);
  return lonDiff * Math.cos(highest * RADIANS) > reachDeg;
}

/** Whether one aircraft meets one rule (position, altitude, then type or squawk). */
export function matchRule(
  rule: AlertRuleRow,
  aircraft: LiveAircraft,
  typeOf: (aircraft: LiveAircraft) => string | null,
): RuleMatch | undefined {
  if (Number.isNaN(aircraft.lat) || Number.isNaN(aircraft.lon)) return undefined;
  if (outsideBox(rule, aircraft.lat, aircraft.lon)) return undefined;
  const distanceKm = distanceMetres(rule.lat, rule.lon, aircraft.lat, aircraft.lon) / 1000;
  if (distanceKm > rule.radiusKm) return undefined;
  if (rule.maxAltitudeM !== null) {
    if (Number.isNaN(aircraft.altitude)) return undefined;
    if (aircraft.altitude / FEET_PER_METRE >= rule.maxAltitudeM) return undefined;
  }
  const squawk = Number.isNaN(aircraft.squawk) ? null : formatSquawk(aircraft.squawk);
  const bySquawk =
    squawk !== null && rule.squawks.some((pattern) => squawkMatches(pattern, squawk));
  const type = rule.types.length > 0 || bySquawk ? typeOf(aircraft) : null;
  const byType = type !== null && rule.types.includes(type);
  return bySquawk || byType ? { rule, aircraft, type, distanceKm } : undefined;
}

export class AlertScanner {
  private rules: AlertRuleRow[] = [];
  private rulesAt = Number.NEGATIVE_INFINITY;
  /** Last fire per rule:icao, seconds. */
  private readonly fired = new Map<string, number>();
  /** Each rule's notices of the last hour, when no cluster budget is given to scan(). */
  private readonly budget = new MemoryAlertBudget();

  constructor(
    private readonly db: Db,
    private readonly identity: FlightIdentityService | undefined,
    private readonly delivery: NoticeDelivery,
    private readonly now: () => number,
  ) {}

  /** Re-reads the rules at the next scan (after an edit). */
  invalidate(): void {
    this.rulesAt = Number.NEGATIVE_INFINITY;
  }

  /**
   * Matches every enabled rule against the table; resolves with the notices sent. In a cluster,
   * `budget` is the cluster's (Redis): a match another process told (before a hand-over) is not
   * told again, and every process spends one per-hour limit of each rule.
   */
  async scan(liveTable: LiveTable, budget: AlertBudget = this.budget): Promise<RuleMatch[]> {
    const now = this.now();
    if (now - this.rulesAt >= RULES_TTL_SECONDS) {
      this.rules = await enabledRules(this.db);
      this.rulesAt = now;
    }
    if (this.rules.length === 0) return [];
    const types = new Map<number, string | null>();
    const typeOf = (aircraft: LiveAircraft) => {
      if (!types.has(aircraft.icao))
        types.set(
          aircraft.icao,
          this.identity?.identify({
            icao: aircraft.icao,
            callsign: aircraft.callsign || undefined,
            time: Math.floor(now),
          }).aircraftType ?? null,
        );
      return types.get(aircraft.icao) ?? null;
    };
    const matches: RuleMatch[] = [];
    const index = new LatitudeIndex(liveTable.aircraft.values());
    for (const rule of this.rules) {
      if (isQuiet(now, rule)) continue;
      // A great-circle arc is at least as long as its latitude difference (see outsideBox).
      const reach = rule.radiusKm / KM_PER_DEGREE;
      const [start, end] = index.band(rule.lat - reach, rule.lat + reach);
      for (let i = start; i < end; i++) {
        const aircraft = index.aircraft[i];
        if (aircraft === undefined) continue;
        const match = matchRule(rule, aircraft, typeOf);
        if (!match) continue;
        const key = `${rule.id}:${aircraft.icao}`;
        const last = this.fired.get(key);
        if (last !== undefined && now - last < REPEAT_SECONDS) continue;
        // Rare (a new match), so one Redis call each is nothing.
        const answer = await budget.take(
          rule.id,
          aircraft.icao,
          rule.maxPerHour,
          now,
          REPEAT_SECONDS,
        );
        if (answer === 'spent') break;
        this.fired.set(key, now);
        if (answer === 'granted') matches.push(match);
      }
    }
    await this.tell(matches, now);
    return matches;
  }

  private async tell(matches: RuleMatch[], now: number): Promise<void> {
    if (matches.length === 0) return;
    const languages = await languagesOf(this.db, [...new Set(matches.map((m) => m.rule.userId))]);
    for (const match of matches) {
      const language = languages.get(match.rule.userId) ?? 'zh';
      const icaoHex = formatIcaoHex(match.aircraft.icao);
      const flight = match.aircraft.callsign.trim() || icaoHex;
      const altitude = Number.isNaN(match.aircraft.altitude)
        ? '—'
        : String(Math.round(match.aircraft.altitude / FEET_PER_METRE));
      const notice: FollowNotice = {
        kind: 'area',
        title: translateMessage(language, 'follow.titleArea', { rule: match.rule.name, flight }),
        body: translateMessage(language, 'follow.bodyArea', {
          type: match.type ?? flight,
          altitude,
          distance: match.distanceKm.toFixed(1),
          time: clockOf(now),
        }),
        icaoId: icaoHex,
        url: `/tracker/${encodeURIComponent(flight)}`,
        time: now,
      };
      await this.delivery.deliver(match.rule.userId, notice);
    }
  }
}

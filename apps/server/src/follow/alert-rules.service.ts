// A user's area alert rules: list, create or edit (own only: 403), delete (own only), within
// MAX_ALERT_RULES_PER_USER. The scanner re-reads rules after each change.
import {
  MAX_ALERT_RULES_PER_USER,
  type AlertRule,
  type alertRuleInputSchema,
} from '@skytrace/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { AlertScanner } from './alert.scanner';
import {
  countRules,
  deleteRule,
  insertRule,
  ruleById,
  rulesOf,
  updateRule,
  type AlertRuleRow,
} from './follow.repo';

type RuleInput = z.output<typeof alertRuleInputSchema>;

export function presentRule(row: AlertRuleRow): AlertRule {
  return {
    id: row.id,
    name: row.name,
    lat: row.lat,
    lon: row.lon,
    radiusKm: row.radiusKm,
    maxAltitudeM: row.maxAltitudeM,
    types: row.types,
    squawks: row.squawks,
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    timeZone: row.timeZone,
    maxPerHour: row.maxPerHour,
    enabled: row.enabled,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export class AlertRulesService {
  constructor(
    private readonly db: Db,
    private readonly scanner: AlertScanner | undefined,
  ) {}

  async list(userId: number): Promise<AlertRule[]> {
    return (await rulesOf(this.db, userId)).map(presentRule);
  }

  async save(userId: number, input: RuleInput): Promise<AlertRule> {
    const { id, ...fields } = input;
    const values = { ...fields, userId };
    let row: AlertRuleRow;
    if (id === undefined) {
      if ((await countRules(this.db, userId)) >= MAX_ALERT_RULES_PER_USER)
        throw new HttpError(409, 'follow.tooManyRules', { limit: MAX_ALERT_RULES_PER_USER });
      row = await insertRule(this.db, values);
    } else {
      await this.own(userId, id);
      row = await updateRule(this.db, id, values);
    }
    this.scanner?.invalidate();
    return presentRule(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.own(userId, id);
    await deleteRule(this.db, id, userId);
    this.scanner?.invalidate();
  }

  private async own(userId: number, id: number): Promise<void> {
    const row = await ruleById(this.db, id);
    if (!row) throw new HttpError(404, 'follow.ruleNotFound');
    if (row.userId !== userId) throw new HttpError(403, 'follow.notYours');
  }
}

// The area alerts' per-hour limits of a cluster, in Redis under REDIS_PREFIX: each rule's
// notice times of the last hour in one sorted set, each told aircraft and rule in one key (the
// same `told:area:<rule>:<icao>` key the cluster's claims use), both checked and spent by one
// Lua script, so that two processes never spend the same last notice of an hour.
//
// When Redis does not answer, the process counts alone (its own memory) until it answers
// again: failing open would let a Redis outage send a user every match; failing closed would
// drop every alert they asked for meanwhile. Counting alone keeps each process within the
// limit (at worst the number of watching processes times it, and only one process watches at
// a time: the recorder lease's holder), and is logged at most once a minute.
import type { ClusterLink } from '../cluster/cluster.link';
import { throttled, type ClusterLogger } from '../cluster/redis';
import {
  BUDGET_WINDOW_SECONDS,
  MemoryAlertBudget,
  type AlertBudget,
  type BudgetAnswer,
} from './alert.budget';

/**
 * KEYS: the told key, the rule's sorted set. ARGV: now (s), maxPerHour, repeat (s), a unique
 * member, the window (s). Returns 1 granted, 0 told, -1 spent.
 */
const TAKE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[5]))
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[2]) then return -1 end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[3])
redis.call('ZADD', KEYS[2], now, ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1`;

const LOG_EVERY_MS = 60_000;

/** One budget for every process of a cluster. */
export class RedisAlertBudget implements AlertBudget {
  private readonly alone = new MemoryAlertBudget();
  private spent = 0;
  private lastError = '';
  private readonly report: () => void;

  constructor(
    private readonly link: ClusterLink,
    logger: Pick<ClusterLogger, 'warn'>,
  ) {
    this.report = throttled(LOG_EVERY_MS, (suppressed) =>
      logger.warn(
        { err: this.lastError, suppressed },
        'area alert budget: Redis did not answer; this process counts alone meanwhile',
      ),
    );
  }

  async take(
    ruleId: number,
    icao: number,
    maxPerHour: number,
    now: number,
    repeatSeconds: number,
  ): Promise<BudgetAnswer> {
    try {
      // A connection that is down would hold each call through its reconnect attempts
      // (seconds), and the watch's scan with it.
      if (this.link.commands.status !== 'ready') throw new Error('redis connection not ready');
      const answer = await this.link.commands.eval(
        TAKE,
        2,
        this.link.toldKey(`area:${String(ruleId)}:${String(icao)}`),
        this.link.alertBudgetKey(ruleId),
        String(now),
        String(maxPerHour),
        String(repeatSeconds),
        `${String(now)}:${this.link.owner}:${String(++this.spent)}`,
        String(BUDGET_WINDOW_SECONDS),
      );
      return answer === 1 ? 'granted' : answer === 0 ? 'told' : 'spent';
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.report();
      return this.alone.takeNow(ruleId, maxPerHour, now);
    }
  }
}

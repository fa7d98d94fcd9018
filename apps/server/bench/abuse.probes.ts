// The parent's side of the probes (abuse.probe-child.ts): two processes per server, one timing
// health, one being a real feeder and a real socket client, and what "keeps working" means.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ask, finish, ready, spawnNode } from './abuse.children';
import type { BenchServer } from './abuse.server';
import { PROBE_AIRCRAFT } from './abuse.sky';

export interface ProbeConfig {
  role: 'health' | 'clients';
  base: string;
  sbsPort: number;
  visibilityEveryMs: number;
}

export interface HealthSummary {
  samples: number;
  /** Requests without a 200 (refused, reset, timed out); counted as the 5-s timeout. */
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

export interface ClientsSummary {
  /** Reads of /data/aircraft.json. */
  checks: number;
  failedChecks: number;
  /** Fewest of the 50 probe aircraft with a position ≤ 10 s old in any one read. */
  minVisible: number;
  /** Most aircraft in any one read. */
  maxTotal: number;
  roundsSent: number;
  feederRefused: number;
  feederClosed: number;
  /** Socket `location` batches received. */
  batches: number;
  /** Longest time without a batch, window edges included. */
  maxBatchGapMs: number;
  socketFailures: number;
}

/** A socket client waits at most this long for a batch, since its aircraft move every second. */
export const MAX_BATCH_GAP_MS = 5_000;

/**
 * The feeder works when it is never refused and every read of aircraft.json shows ≥ 90 % of its
 * aircraft fresh.
 */
export function feederWorks(summary: ClientsSummary): boolean {
  return (
    summary.feederRefused === 0 &&
    summary.checks > 0 &&
    summary.failedChecks === 0 &&
    summary.minVisible >= Math.ceil(PROBE_AIRCRAFT * 0.9)
  );
}

export function socketWorks(summary: ClientsSummary): boolean {
  return summary.batches > 0 && summary.maxBatchGapMs <= MAX_BATCH_GAP_MS;
}

const probeFile = path.join(import.meta.dirname, 'abuse.probe-child.ts');
const root = path.resolve(import.meta.dirname, '../../..');

export class Probes {
  private constructor(
    private readonly health: ChildProcess,
    private readonly clients: ChildProcess,
  ) {}

  static async start(server: BenchServer, visibilityEveryMs: number): Promise<Probes> {
    const spawnRole = (role: ProbeConfig['role']) => {
      const config: ProbeConfig = {
        role,
        base: server.base,
        sbsPort: server.ports.sbs,
        visibilityEveryMs,
      };
      return spawnNode(probeFile, [JSON.stringify(config)], { cwd: root, ipc: true });
    };
    const health = spawnRole('health');
    const clients = spawnRole('clients');
    await Promise.all([ready(health), ready(clients)]);
    return new Probes(health, clients);
  }

  async summary(from: number, to: number) {
    const [health, clients] = await Promise.all([
      ask<HealthSummary>(this.health, { type: 'summary', from, to }),
      ask<ClientsSummary>(this.clients, { type: 'summary', from, to }),
    ]);
    return { health, clients };
  }

  /** Every round the feeder sent: [round, Date.now() when sent]. */
  rounds(): Promise<[number, number][]> {
    return ask<[number, number][]>(this.clients, { type: 'rounds' });
  }

  async stop(): Promise<void> {
    await Promise.all([finish(this.health), finish(this.clients)]);
  }
}

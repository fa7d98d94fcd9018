import type { SystemStats } from '@skytrace/contracts';
import type { DeviceRegistry } from '../devices/device.registry';
import type { IngestRole } from '../ingest/ingest.role';
import type { LiveTable } from '../live/live.table';
import type { TraceRecorder } from '../traces/trace.recorder';

/** The parts of a running process the statistics read. */
export interface StatsSources {
  liveTable: LiveTable;
  registry: DeviceRegistry;
  recorder: TraceRecorder;
  ingest: () => IngestRole | undefined;
}

/** Refused requests and connections (the HTTP app's `Refusals`). */
export interface RefusalTotals {
  total(): number;
}

/**
 * A snapshot of what this process is doing. Process memory is an internal (it helps an attacker
 * time a memory-exhaustion flood): only when `internals` is set.
 */
export function readSystemStats(
  sources: StatsSources,
  now: number,
  options: { internals: boolean; refusals?: RefusalTotals },
): SystemStats {
  const ingest = sources.ingest();
  let withPosition = 0;
  for (const entry of sources.liveTable.aircraft.values())
    if (!Number.isNaN(entry.lat)) withPosition++;
  let online = 0;
  for (const device of sources.registry.devices.values()) {
    if (!Number.isNaN(device.lastSeen) && Number.isNaN(device.offlineSince)) online++;
  }
  return {
    time: now,
    ingest: ingest
      ? {
          connections: ingest.servers.reduce((sum, server) => sum + server.stats.open, 0),
          inputs: {
            beast: ingest.byFormat.beast.totals(),
            avr: ingest.byFormat.avr.totals(),
            sbs: ingest.byFormat.sbs.totals(),
          },
          httpFeeders: ingest.variflight.sessions.size,
        }
      : null,
    live: {
      aircraft: sources.liveTable.aircraft.size,
      messages: sources.liveTable.messages,
      withPosition,
    },
    devices: { known: sources.registry.devices.size, online },
    traces: sources.recorder.stats(),
    refused: options.refusals?.total() ?? 0,
    memory: options.internals ? processMemory() : null,
  };
}

function processMemory(): { rssBytes: number; heapUsedBytes: number } {
  const memory = process.memoryUsage();
  return { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed };
}

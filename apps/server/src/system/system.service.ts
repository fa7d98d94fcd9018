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

/** A snapshot of what this process is doing. */
export function readSystemStats(sources: StatsSources, now: number): SystemStats {
  const ingest = sources.ingest();
  let withPosition = 0;
  for (const entry of sources.liveTable.aircraft.values())
    if (!Number.isNaN(entry.lat)) withPosition++;
  let online = 0;
  for (const device of sources.registry.devices.values()) {
    if (!Number.isNaN(device.lastSeen) && Number.isNaN(device.offlineSince)) online++;
  }
  const memory = process.memoryUsage();
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
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
  };
}

// Several processes, one live picture (issue 22): with REDIS_URL, the ingest process publishes
// its merged live table through a Redis stream and holds the ingest lease (one recorder per
// cluster); every process without ingest keeps its table from that stream; a process without
// the realtime role still reaches users' sockets through the Socket.IO adapter. Without
// REDIS_URL this module does nothing and nothing of Redis is loaded into the hot paths.
import { Server } from 'socket.io';
import type { FollowNotice } from '@skytrace/contracts';
import type { LiveTable } from '../live/live.table';
import { defineModule, type StartedModule } from '../modules/define-module';
import type { ClusterLink } from './cluster.link';
import { Lease } from './lease';
import { LivePublisher } from './live.publisher';
import { LiveReplica } from './live.replica';
import type { ClusterLogger } from './redis';

/** The ingest lease's time-to-live: a crashed ingest process is replaced after this, ms. */
export const INGEST_LEASE_TTL_MS = 10_000;

/** This process's part in the cluster, as the composition decides it from ROLES. */
export interface ClusterPart {
  link: ClusterLink;
  /** Runs the ingest role: publishes the live table and holds the ingest lease. */
  ingest: boolean;
  /** Runs the realtime role: its socket server carries the adapter itself. */
  realtime: boolean;
  /** Set once started, for tests and statistics. */
  publisher?: LivePublisher;
  replica?: LiveReplica;
}

/** Where users' notices go out to every process's sockets (realtime/user-sockets.ts). */
interface NoticeRooms {
  useRooms(broadcast: (rooms: string[], notice: FollowNotice) => void): void;
}

export const clusterModule = defineModule<{
  cluster?: ClusterPart;
  liveTable?: LiveTable;
  userSockets?: NoticeRooms;
}>({
  name: 'cluster',
  role: 'http',
  start: async ({ cluster, liveTable, userSockets }, host) => {
    if (!cluster || !liveTable) return undefined;
    const { link } = cluster;
    const stops: (() => Promise<void> | void)[] = [() => link.close()];
    // Every part stops even when one fails (the connections last, so nothing is left open).
    const stop = async () => {
      for (const each of stops.splice(0).reverse()) {
        await Promise.resolve()
          .then(each)
          .catch((error: unknown) => host.logger.warn({ err: error }, 'cluster part did not stop'));
      }
    };
    try {
      await link.open();
      if (cluster.ingest) stops.push(await startPublishing(cluster, liveTable, host.logger));
      else {
        const replica = new LiveReplica({
          liveTable,
          redis: await link.connection('skytrace-live-replica'),
          stream: link.liveStream,
          logger: host.logger,
        });
        replica.start();
        cluster.replica = replica;
        stops.push(() => replica.stop());
      }
      if (!cluster.realtime && userSockets) {
        // No sockets of its own: a Socket.IO server on no port, only to emit into the rooms.
        const io = new Server({ adapter: link.socketAdapter() });
        userSockets.useRooms((rooms, notice) => io.to(rooms).emit('notice', notice));
        // Nothing to stop but its adapter's connections, which the link quits: `io.close()`
        // would close an engine this server never had, and the adapter's own close sends
        // unsubscribes it does not wait for (rejected once the connection quits).
      }
    } catch (error) {
      await stop();
      throw error;
    }
    const started: StartedModule = { stop };
    return started;
  },
});

/** Takes the ingest lease (waiting out a crashed holder's), then publishes the live table. */
async function startPublishing(
  cluster: ClusterPart,
  liveTable: LiveTable,
  logger: ClusterLogger,
): Promise<() => Promise<void>> {
  const { link } = cluster;
  const lease = new Lease({
    redis: link.commands,
    key: link.ingestLeaseKey,
    owner: link.owner,
    ttlMs: INGEST_LEASE_TTL_MS,
    logger,
  });
  if (!(await lease.acquire(INGEST_LEASE_TTL_MS + 2_000))) {
    throw new Error(
      `another ingest process (${(await lease.holder()) ?? 'unknown'}) holds ${link.ingestLeaseKey}: a cluster runs one ingest process, so that each trace is recorded once; start this one with ROLES without ingest and sim, or stop the other`,
    );
  }
  const publisher = new LivePublisher({
    liveTable,
    redis: link.commands,
    stream: link.liveStream,
    logger,
  });
  publisher.start();
  cluster.publisher = publisher;
  return async () => {
    await publisher.stop();
    await lease.release();
  };
}

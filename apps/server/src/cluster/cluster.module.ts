// Several processes, one live picture (issue 22): with REDIS_URL, every ingest process publishes
// its own live table through one Redis stream (entries tagged with its origin) and stands for the
// recorder lease (one recorder per cluster, cluster.recorder.ts); every process without ingest
// keeps its table from that stream, merged across origins; a process without the realtime role
// still reaches users' sockets through the Socket.IO adapter. Without REDIS_URL this module does
// nothing and nothing of Redis is loaded into the hot paths.
import { Server } from 'socket.io';
import type { FollowNotice } from '@skytrace/contracts';
import type { LiveTable, LiveTableListener } from '../live/live.table';
import type { LivePublications } from '../live/live.publications';
import type { TraceRecorder } from '../traces/trace.recorder';
import type { Db } from '../db/db';
import { defineModule, type StartedModule } from '../modules/define-module';
import type { ClusterLink } from './cluster.link';
import type { ClusterPicture } from './cluster.picture';
import { ClusterRecorder, RECORDER_LEASE_TTL_MS } from './cluster.recorder';
import { Lease } from './lease';
import { LivePublisher } from './live.publisher';
import { LiveReplica } from './live.replica';
import type { ClusterLogger } from './redis';

/** This process's part in the cluster, as the composition decides it from ROLES. */
export interface ClusterPart {
  link: ClusterLink;
  /** Runs the ingest role: publishes its live table and stands for the recorder lease. */
  ingest: boolean;
  /**
   * With the ingest role: the trace recorder and what a recorded position is offered to (the
   * trace listener, the event detector); server.ts gates the same listeners on the live table
   * with `recorder.recording`.
   */
  recording?: { recorder: TraceRecorder; listeners: LiveTableListener[]; db: Db };
  /**
   * With the ingest role: every origin's aircraft merged, kept by the recorder lease's holder
   * (empty elsewhere); its live watch scans this rather than its own feeders' table.
   */
  picture?: ClusterPicture;
  /** Runs the realtime role: its socket server carries the adapter itself. */
  realtime: boolean;
  /** Without the ingest role: the replica's publications, which the realtime tick follows. */
  publications?: LivePublications;
  /** Set once started, for tests and statistics. */
  publisher?: LivePublisher;
  replica?: LiveReplica;
  recorder?: ClusterRecorder;
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
          publications: cluster.publications,
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

/** Publishes the live table and stands for the recorder lease. */
async function startPublishing(
  cluster: ClusterPart,
  liveTable: LiveTable,
  logger: ClusterLogger,
): Promise<() => Promise<void>> {
  const { link, recording } = cluster;
  const stops: (() => Promise<void>)[] = [];
  if (recording) {
    const recorder = new ClusterRecorder({
      lease: new Lease({
        redis: link.commands,
        key: link.recorderLeaseKey,
        owner: link.owner,
        ttlMs: RECORDER_LEASE_TTL_MS,
        logger,
      }),
      redis: link.commands,
      reader: await link.connection('skytrace-recorder-stream'),
      stream: link.liveStream,
      cursorKey: link.recorderCursorKey,
      origin: link.owner,
      recorder: recording.recorder,
      db: recording.db,
      listeners: recording.listeners,
      picture: cluster.picture,
      logger,
    });
    cluster.recorder = recorder;
    stops.push(() => recorder.stop());
    await recorder.start();
  }
  const publisher = new LivePublisher({
    liveTable,
    redis: link.commands,
    stream: link.liveStream,
    origin: link.owner,
    logger,
  });
  publisher.start();
  cluster.publisher = publisher;
  // The publisher first: the recorder then reads the stream to its end before it hands over.
  stops.push(() => publisher.stop());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

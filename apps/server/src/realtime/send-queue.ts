// What a client's socket still holds for it: the packets engine.io has not handed to the
// WebSocket yet, and the bytes the WebSocket has not written. The batches skip a client whose
// queue is full (realtime.server.ts); the metrics read the same numbers for every socket.

/** Batches a client may have queued before ticks are skipped for it. */
export const MAX_QUEUED_PACKETS = 4;
/**
 * Bytes a client's WebSocket may hold unsent before ticks are skipped for it: engine.io hands
 * packets to the socket as soon as it is writable, so a client that reads slowly piles up
 * there, not in the packet queue (a few full pictures of the world).
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The part of a Socket.IO socket its send queue is read from. */
export interface QueueHolder {
  conn: unknown;
}

interface EngineQueue {
  writeBuffer?: unknown[];
  transport?: { writable?: boolean; socket?: { bufferedAmount?: number } };
}

/** Packets waiting for the client: engine.io's queue, plus one while the transport writes. */
export function pendingPackets(socket: QueueHolder): number {
  const conn = socket.conn as EngineQueue;
  const queued = conn.writeBuffer?.length ?? 0;
  return conn.transport?.writable === false ? queued + 1 : queued;
}

/** Bytes the client's WebSocket holds unsent. */
export function bufferedBytes(socket: QueueHolder): number {
  return (socket.conn as EngineQueue).transport?.socket?.bufferedAmount ?? 0;
}

/**
 * Packets engine.io still holds for the client (not yet written to the socket); a WebSocket
 * holding over MAX_BUFFERED_BYTES unsent counts as full.
 */
export function queuedPackets(socket: QueueHolder): number {
  if (bufferedBytes(socket) > MAX_BUFFERED_BYTES) return MAX_QUEUED_PACKETS + 1;
  return pendingPackets(socket);
}

/** The send queues of every socket at one moment (metrics). */
export interface SendQueues {
  sockets: number;
  /** Sockets that have subscribed to a view. */
  subscribed: number;
  /** Packets waiting, per socket: the histogram's observations. */
  packets: number[];
  bufferedBytes: number;
  /** Sockets whose queue is full (their ticks are being skipped). */
  full: number;
}

/** Reads the queues of `sockets` (one pass, no allocation per socket beyond a number). */
export function readSendQueues(
  sockets: Iterable<QueueHolder & { data: { subscription?: unknown } }>,
): SendQueues {
  const queues: SendQueues = { sockets: 0, subscribed: 0, packets: [], bufferedBytes: 0, full: 0 };
  for (const socket of sockets) {
    queues.sockets++;
    if (socket.data.subscription !== undefined) queues.subscribed++;
    const packets = pendingPackets(socket);
    const bytes = bufferedBytes(socket);
    queues.packets.push(packets);
    queues.bufferedBytes += bytes;
    if (packets > MAX_QUEUED_PACKETS || bytes > MAX_BUFFERED_BYTES) queues.full++;
  }
  return queues;
}

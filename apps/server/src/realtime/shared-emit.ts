// A batch's Socket.IO packets, encoded once for every socket that gets the same bytes, and
// written to a socket in one system call. A binary event is two engine.io packets (the event
// with a placeholder, then the bytes); emitted one socket at a time, engine.io writes the first,
// waits for its write callback, then writes the second: two writev calls per socket per tick,
// which were the largest cost of a tick in a CPU profile of bench/scale.memory.ts (2,000
// sockets: writev 1.9 s of 5.4 s busy, Socket.IO's encoding 0.1 s). Here both packets join
// engine.io's queue before it flushes, and the TCP socket is corked while the WebSocket frames
// are written, so they leave together. engine.io's queue, its transport's `writable` and the
// WebSocket's TCP socket are not public API: send-queue.ts reads the same fields, and the
// realtime tests decode what clients receive.
import type { Socket } from 'socket.io';
import { Encoder, PacketType } from 'socket.io-parser';

/** Socket.IO's default parser's encoder, as the server uses it (no custom parser is set). */
const encoder = new Encoder();

/** The engine.io packets of one event, as Socket.IO's encoder makes them. */
export type EncodedEvent = readonly unknown[];

/** Encodes `event` with `bytes` for the default namespace, once for any number of sockets. */
export function encodeEvent(event: string, bytes: Uint8Array): EncodedEvent {
  // An EVENT with binary data: the encoder makes it a BINARY_EVENT and its attachment.
  return encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [event, bytes] }) as EncodedEvent;
}

interface EngineConnection {
  transport: {
    writable: boolean;
    socket?: { _socket?: { cork(): void; uncork(): void } };
  };
  write(data: unknown): void;
  flush(): void;
}

/**
 * Writes an encoded event to `socket`: queued whole, then flushed at once when its transport
 * can write (otherwise engine.io flushes the queue when the transport drains, as for any emit).
 */
export function writeEvent(socket: Socket, packets: EncodedEvent): void {
  const connection = socket.conn as unknown as EngineConnection;
  const { transport } = connection;
  const writable = transport.writable;
  transport.writable = false;
  for (const packet of packets) connection.write(packet);
  transport.writable = writable;
  if (!writable) return;
  const tcp = transport.socket?._socket;
  tcp?.cork();
  connection.flush();
  tcp?.uncork();
}

/** Encoded events by the bytes they carry: a view's batch is encoded once for all its sockets. */
export class SharedEvents {
  private readonly events = new WeakMap<Uint8Array, EncodedEvent>();

  /** Writes `bytes` as `event` to `socket`, encoding them the first time they are written. */
  write(socket: Socket, event: string, bytes: Uint8Array): void {
    let packets = this.events.get(bytes);
    if (packets === undefined) {
      packets = encodeEvent(event, bytes);
      this.events.set(bytes, packets);
    }
    writeEvent(socket, packets);
  }
}

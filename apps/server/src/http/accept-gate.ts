// Refusing a TCP connection the moment it is accepted, before Node makes anything of it.
// Node's `connection` event comes after a net.Socket has been built and set reading and, on an
// HTTP server, after Node's own listener has attached an HTTP parser, timers and a dozen
// listeners: destroying it there cost ~57 µs of the server's CPU a connection on this machine,
// refusing it here ~16 µs (from /proc, a reconnecting client at an address at its cap). Node refuses
// connections over `maxConnections` at the same spot (`onconnection` of the listening handle),
// which is where this gate sits. The handle and its `onconnection` are Node internals: when they
// are missing, nothing is installed and the caller's `connection` listener must refuse instead.
import type { Server } from 'node:net';

/** An accepted TCP handle, as Node's net module holds it before it builds a socket. */
interface AcceptedHandle {
  getpeername?(out: { address?: string }): number;
  /** Closes with a reset (SO_LINGER 0): nothing stays in TIME_WAIT on our side. */
  reset?(callback: () => void): number;
  close(): void;
}

/** The listening handle's accept callback: libuv status (0 = accepted) and the new handle. */
type AcceptCallback = (this: ListeningHandle, status: number, client?: AcceptedHandle) => void;

interface ListeningHandle {
  onconnection?: AcceptCallback;
}

const gated = new WeakSet<ListeningHandle>();
const ignore = () => undefined;

/**
 * Asks `admit(remoteAddress)` for every connection `server` accepts, before Node builds a socket
 * for it; a refused one is closed with a reset and never reaches `connection` listeners. Takes
 * effect when the server listens. Returns whether the gate is in place now (after `listen`).
 */
export function gateAccepts(server: Server, admit: (address: string) => boolean): () => boolean {
  const handleOf = () => (server as unknown as { _handle?: ListeningHandle | null })._handle;
  const install = () => {
    const handle = handleOf();
    const accept = handle?.onconnection;
    if (!handle || typeof accept !== 'function' || gated.has(handle)) return;
    gated.add(handle);
    handle.onconnection = function (status, client) {
      if (status === 0 && client?.getpeername) {
        const peer: { address?: string } = {};
        if (client.getpeername(peer) === 0 && peer.address && !admit(peer.address)) {
          if (!client.reset || client.reset(ignore) !== 0) client.close();
          return;
        }
      }
      accept.call(this, status, client);
    };
  };
  server.on('listening', install);
  return () => {
    const handle = handleOf();
    return handle !== undefined && handle !== null && gated.has(handle);
  };
}

// Admission of realtime sockets before Socket.IO builds anything for them (issue 13 #5). 5,000
// sockets that never validate, from one address that reconnects at once, cost this process
// ~0.3 ms per refused upgrade and ~0.9 ms per accepted handshake (measured on this machine):
// refusals are answered from the address alone, ahead of engine.io's own listener (which saves
// little: most of the cost is the connection and the HTTP request Node parses before any
// `upgrade` listener), and accepted handshakes are spread over event-loop turns, so a burst of
// them does not hold everyone else's requests for a tenth of a second.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

const REFUSED = 'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Puts `admit` in front of the `upgrade` listeners `server` has now (engine.io's): an upgrade to
 * `path` it refuses is answered 429 and closed before they run. Other upgrades pass untouched.
 */
export function gateUpgrades(
  server: HttpServer,
  path: string,
  admit: (request: IncomingMessage) => boolean,
): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (request.url?.startsWith(path) && !admit(request)) {
      socket.on('error', () => undefined);
      socket.write(REFUSED);
      socket.destroy();
      return;
    }
    for (const listener of listeners) listener.call(server, request, socket, head);
  });
}

/**
 * At most `perTurn` admissions run in one event-loop turn; the rest wait for the next turns
 * (`setImmediate`, after the pending I/O of the turn has been handled) in arrival order. Nobody is
 * refused here: a burst of handshakes is only spread out.
 */
export class TurnBudget {
  private used = 0;
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  constructor(private readonly perTurn: number) {}

  /** Handshakes waiting for a later turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `admission` now if this turn has room, else in a later turn. */
  run(admission: () => void): void {
    if (this.used < this.perTurn && this.waiting.length === 0) {
      this.used++;
      this.schedule();
      admission();
      return;
    }
    this.waiting.push(admission);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.used = 0;
      const now = this.waiting.splice(0, this.perTurn);
      this.used = now.length;
      if (this.waiting.length > 0 || now.length > 0) this.schedule();
      for (const admission of now) admission();
    });
  }
}

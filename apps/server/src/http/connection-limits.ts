// Timeouts and caps of the HTTP server's TCP connections (issue 13 #5): 19,900 connections that
// never sent a byte once shut every client out for a minute. Node closes a connection that
// stays silent for the idle timeout (also one that never sends anything: the headers timeout
// only starts with the first byte), answers 408 to one whose headers trickle in past the headers
// timeout, and refuses connections over `maxConnections`; one address may hold at most
// `maxConnectionsPerAddress`, so a single host cannot fill the global cap.
//
// A refusal must cost far less than the attacker's connect, or a host that reconnects at once
// keeps the accept queue full and everyone else's SYN is dropped (a 1-s retransmit each): over
// its cap an address is refused when the connection is accepted (accept-gate.ts), before Node
// builds a socket object or an HTTP parser for it, and the listen backlog is deep enough to
// ride out the moments this process is not scheduled.
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpLimits } from '../config';
import { gateAccepts } from './accept-gate';
import type { Refusals } from './refusals';

/**
 * The listen backlog (Node's default is 511). Linux caps it at `net.core.somaxconn` (4096 since
 * 5.4). At 511, a flood of reconnects filled the accept queue whenever this process waited for a
 * core a few milliseconds, and health checks waited 1 s for their SYN to be sent again.
 */
export const LISTEN_BACKLOG = 4096;

/** Options of `http.createServer` (Fastify's `http` option) for these limits. */
export function httpServerOptions(limits: HttpLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the two timeouts above on this period (30 s by default); a quarter of the
    // shorter one keeps a trickling client from outliving its timeout by much.
    connectionsCheckingInterval: Math.max(
      50,
      Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4,
    ),
  };
}

/**
 * Applies the global and per-address caps to `server`. Behind a trusted proxy every connection
 * comes from the proxy, so only the global cap applies there (`perAddress: false`).
 */
export function limitConnections(
  server: Server,
  limits: HttpLimits,
  options: { perAddress: boolean; refusals: Refusals },
): void {
  server.maxConnections = limits.maxConnections;
  server.on('drop', () => options.refusals.count('connections over the global cap'));
  if (!options.perAddress) return;
  const open = new Map<string, number>();
  const full = (address: string) => (open.get(address) ?? 0) >= limits.maxConnectionsPerAddress;
  const refuse = () => options.refusals.count('connections over the per-address cap');
  gateAccepts(server, (address) => {
    if (!full(address)) return true;
    refuse();
    return false;
  });
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    // Only when the accept gate could not be installed (a handle without Node's accept hook).
    if (full(address)) {
      refuse();
      socket.destroy();
      return;
    }
    open.set(address, (open.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

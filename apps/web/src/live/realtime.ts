import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import {
  LIVE_LIMIT_ZOOMED_OUT,
  LIVE_LIMIT_ZOOM_THRESHOLD,
  TOKEN_RETRY_LIMIT,
  snapBounds,
  type ClientBounds,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
  API_V2_PATHS,
  HOST_PATHS,
} from '@skytrace/contracts';
import { http } from '../session/api-client';
import { aircraftStore, type AircraftStore } from './aircraft.store';
import { decodeIdentityBatch, LocationBatchDecoder } from './location.decoder';
import { markStartup } from './startup.marks';
import { publishNotice } from './notices';
import { currentToken } from '../session/auth.store';
import { setLiveViewport } from './viewport';

// The realtime socket of spec §7: token → validate (three tries with a fresh token, spec §4) →
// sub with the map bounds, re-sent when the view moves. Batches go straight into the aircraft
// store; React only sees the connection status.

export type LiveStatus = 'connecting' | 'live' | 'failed' | 'offline';

interface LiveStatusState {
  status: LiveStatus;
}

export const useLiveStatus = create<LiveStatusState>(() => ({ status: 'connecting' }));

const DEVICE_ID_KEY = 'skytrace_device_id';
const ACK_TIMEOUT_MS = 10_000;
/**
 * Spec §7 heartbeat: the client asks, the server answers with its time. Engine.io's own ping
 * (25 s + 20 s timeout) is slow to notice a dead path; two missed heartbeats (≤ 2 × 15 s)
 * reconnect, which re-validates and re-subscribes (a full batch) on `connect`.
 */
export const HEARTBEAT_INTERVAL_MS = 15_000;
const HEARTBEAT_MISSES_BEFORE_RECONNECT = 2;

/** What the socket has delivered, for the benchmark and the console (window.__skytrace). */
export interface LiveStats {
  locationBatches: number;
  /** Bytes of location payloads (protobuf, without Socket.IO framing). */
  locationBytes: number;
  /** Aircraft rows received (new or changed aircraft). */
  rows: number;
  /** Main-thread time to decode and apply the last batch and the mean, ms. */
  lastApplyMs: number;
  meanApplyMs: number;
  /** Heartbeats answered, and the last round trip, ms. */
  heartbeats: number;
  heartbeatRoundTripMs: number;
  reconnects: number;
  /** `sub` messages sent (only when the snapped bounds or the limit change). */
  subs: number;
}

/** Spec §9: at most 2000 aircraft below zoom 5, otherwise no limit. */
export function liveLimit(zoom: number): number {
  return zoom < LIVE_LIMIT_ZOOM_THRESHOLD ? LIVE_LIMIT_ZOOMED_OUT : -1;
}

export interface LiveView {
  bounds: ClientBounds;
  zoom: number;
}

function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored !== null) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return 'web';
  }
}

async function fetchToken(): Promise<string> {
  const id = deviceId();
  const answer = await http.post<{ encrypt: string }>(API_V2_PATHS.accessToken, {
    uid: id,
    device: 'web',
    device_id: id,
  });
  return answer.data.encrypt;
}

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export class RealtimeConnection {
  readonly stats: LiveStats = {
    locationBatches: 0,
    locationBytes: 0,
    rows: 0,
    lastApplyMs: 0,
    meanApplyMs: 0,
    heartbeats: 0,
    heartbeatRoundTripMs: 0,
    reconnects: 0,
    subs: 0,
  };
  private socket: LiveSocket | null = null;
  private view: LiveView | null = null;
  /** The `sub` this connection last sent (snapped bounds and limit); null: none since connect. */
  private subscribed: string | null = null;
  private validated = false;
  private stopped = false;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private missedHeartbeats = 0;
  private applyTotalMs = 0;
  /** The first token, requested while the socket connects (not after): one round trip less. */
  private earlyToken: Promise<string> | null = null;
  private firstBatch = true;
  /** Reused for every batch: decoding allocates no per-aircraft arrays. */
  private readonly decoder = new LocationBatchDecoder();

  constructor(
    private readonly store: AircraftStore = aircraftStore,
    private readonly connect: () => LiveSocket = () =>
      io({
        path: HOST_PATHS.socketIo,
        transports: ['websocket'],
        query: { type: 'flightadsb' },
        // The login (read at each connect) files the socket under the user for notices.
        auth: (send) => send({ token: currentToken() ?? '' }),
      }),
    private readonly heartbeatIntervalMs = HEARTBEAT_INTERVAL_MS,
  ) {}

  start(): void {
    useLiveStatus.setState({ status: 'connecting' });
    if (this.stopped) return;
    markStartup('socket-start');
    this.earlyToken = fetchToken();
    // Handled when validate awaits it; this only keeps an early failure from being "unhandled".
    this.earlyToken.catch(() => undefined);
    const socket = this.connect();
    this.socket = socket;
    socket.on('connect', () => {
      markStartup('socket-connected');
      void this.validate();
    });
    socket.on('disconnect', () => {
      this.validated = false;
      this.subscribed = null;
      this.stopHeartbeat();
      if (!this.stopped && useLiveStatus.getState().status !== 'failed') {
        useLiveStatus.setState({ status: 'offline' });
      }
    });
    socket.on('location', (bytes) => this.onLocation(bytes));
    socket.on('identity', (bytes) => this.onIdentity(bytes));
    socket.on('notice', publishNotice);
  }

  /**
   * The map's view (on start and after every map move): the on-screen counters follow it, and
   * the subscription follows its snapped bounds, so a small pan sends no `sub` at all.
   */
  setView(view: LiveView): void {
    this.view = view;
    setLiveViewport(view.bounds);
    if (this.validated) this.subscribe();
  }

  stop(): void {
    this.stopped = true;
    this.stopHeartbeat();
    this.socket?.disconnect();
    this.socket = null;
    this.store.clear();
  }

  private async validate(): Promise<void> {
    const socket = this.socket;
    if (socket === null) return;
    // Spec §4: success resets the failure count; each failure retries with a refreshed token.
    for (let failures = 0; failures < TOKEN_RETRY_LIMIT; failures++) {
      try {
        const early = this.earlyToken;
        this.earlyToken = null;
        const token = await (early ?? fetchToken());
        markStartup('token');
        const ack = (await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('validate', { token })) as SocketAck;
        if (ack.code === 1) {
          markStartup('validated');
          this.validated = true;
          useLiveStatus.setState({ status: 'live' });
          this.startHeartbeat();
          this.subscribe();
          return;
        }
      } catch (error) {
        console.warn('realtime: validation attempt failed', error);
      }
      if (this.stopped) return;
    }
    useLiveStatus.setState({ status: 'failed' });
    socket.disconnect();
  }

  private subscribe(): void {
    const socket = this.socket;
    const view = this.view;
    if (socket === null || view === null) return;
    // Snapped outward to the grid the server uses (issue 22): users looking at about the same
    // place at about the same zoom send the same bounds and share one view on the server.
    const clientBounds = snapBounds(view.bounds);
    const limit = liveLimit(view.zoom);
    const key = JSON.stringify([clientBounds, limit]);
    if (key === this.subscribed) return;
    this.subscribed = key;
    this.stats.subs++;
    socket.emit('sub', { clientBounds, limit, increment: 1 }, (ack) => {
      if (ack.code !== 1) console.warn('realtime: sub refused', ack.msg);
    });
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.missedHeartbeats = 0;
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatIntervalMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private async beat(): Promise<void> {
    const socket = this.socket;
    if (socket === null) return;
    const sent = performance.now();
    try {
      const ack = (await socket
        .timeout(this.heartbeatIntervalMs)
        .emitWithAck('heartbeat')) as SocketAck<{ time: number }>;
      if (ack.code !== 1) throw new Error(ack.msg ?? 'heartbeat refused');
      this.missedHeartbeats = 0;
      this.stats.heartbeats++;
      this.stats.heartbeatRoundTripMs = performance.now() - sent;
    } catch {
      this.missedHeartbeats++;
      if (this.missedHeartbeats < HEARTBEAT_MISSES_BEFORE_RECONNECT || this.stopped) return;
      // A silent link: drop it and dial again; `connect` re-validates and re-subscribes.
      this.missedHeartbeats = 0;
      this.stats.reconnects++;
      socket.disconnect();
      socket.connect();
    }
  }

  private onLocation(bytes: ArrayBuffer | Uint8Array): void {
    try {
      const started = performance.now();
      const payload = new Uint8Array(bytes);
      const batch = this.decoder.decode(payload);
      this.store.applyLocation(batch, Date.now());
      const elapsed = performance.now() - started;
      if (this.firstBatch) {
        this.firstBatch = false;
        markStartup('first-batch');
      }
      const stats = this.stats;
      stats.locationBatches++;
      stats.locationBytes += payload.byteLength;
      stats.rows += batch.icaoDelta.length;
      stats.lastApplyMs = elapsed;
      this.applyTotalMs += elapsed;
      stats.meanApplyMs = this.applyTotalMs / stats.locationBatches;
    } catch (error) {
      console.warn('realtime: bad location batch', error);
    }
  }

  private onIdentity(bytes: ArrayBuffer | Uint8Array): void {
    try {
      this.store.applyIdentities(decodeIdentityBatch(new Uint8Array(bytes)));
    } catch (error) {
      console.warn('realtime: bad identity batch', error);
    }
  }
}

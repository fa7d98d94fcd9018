import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import {
  LIVE_LIMIT_ZOOMED_OUT,
  LIVE_LIMIT_ZOOM_THRESHOLD,
  TOKEN_RETRY_LIMIT,
  type ClientBounds,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@skytrace/contracts';
import { http } from '../api/client';
import { aircraftStore, type AircraftStore } from './aircraft.store';
import { decodeIdentityBatch, decodeLocationBatch } from './location.decoder';

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
  const answer = await http.post<{ encrypt: string }>('/index/access_token', {
    uid: id,
    device: 'web',
    device_id: id,
  });
  return answer.data.encrypt;
}

export class RealtimeConnection {
  private socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
  private view: LiveView | null = null;
  private validated = false;
  private stopped = false;

  constructor(private readonly store: AircraftStore = aircraftStore) {}

  start(): void {
    useLiveStatus.setState({ status: 'connecting' });
    if (this.stopped) return;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      path: '/socket.io',
      transports: ['websocket'],
      query: { type: 'flightadsb' },
    });
    this.socket = socket;
    socket.on('connect', () => void this.validate());
    socket.on('disconnect', () => {
      this.validated = false;
      if (!this.stopped && useLiveStatus.getState().status !== 'failed') {
        useLiveStatus.setState({ status: 'offline' });
      }
    });
    socket.on('location', (bytes) => this.onLocation(bytes));
    socket.on('identity', (bytes) => this.onIdentity(bytes));
  }

  /** Subscribes to a new view (on start and after every map move). */
  setView(view: LiveView): void {
    this.view = view;
    if (this.validated) this.subscribe();
  }

  stop(): void {
    this.stopped = true;
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
        const token = await fetchToken();
        const ack = (await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('validate', { token })) as SocketAck;
        if (ack.code === 1) {
          this.validated = true;
          useLiveStatus.setState({ status: 'live' });
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
    socket.emit(
      'sub',
      { clientBounds: view.bounds, limit: liveLimit(view.zoom), increment: 1 },
      (ack) => {
        if (ack.code !== 1) console.warn('realtime: sub refused', ack.msg);
      },
    );
  }

  private onLocation(bytes: ArrayBuffer | Uint8Array): void {
    try {
      this.store.applyLocation(decodeLocationBatch(new Uint8Array(bytes)), Date.now());
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

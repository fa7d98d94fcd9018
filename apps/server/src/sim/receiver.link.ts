// One virtual receiver's TCP connection to the server's own Beast input, as readsb's
// `--net-connector host,port,beast_reduce_plus_out,uuid` would make it: connect, announce the
// UUID in a `1a e4` frame, stream frames; reconnect after a drop; hang up while "offline".
import net from 'node:net';
import { BEAST_UUID_FRAME_BYTES, writeBeastUuidFrame } from '@skytrace/adsb';

const RECONNECT_MS = 2_000;
/** Beyond this much unsent data a real station's socket buffer would be full: drop the tick. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

/** Loopback source address for virtual receiver `index`. */
export function loopbackAddress(index: number): string {
  return `127.0.${1 + (index >> 8)}.${1 + (index & 0xff)}`;
}

export class ReceiverLink {
  private socket: net.Socket | undefined;
  private connected = false;
  private wanted = true;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  droppedBytes = 0;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly uuid: string,
    /**
     * Loopback source address of this receiver (127.0.x.y on Linux, where all of 127/8 is
     * local), so each virtual station counts as its own address against the per-address cap
     * like real stations do; dropped if the system refuses it (macOS has only 127.0.0.1).
     */
    private localAddress?: string,
  ) {
    this.connect();
  }

  get isConnected(): boolean {
    return this.connected;
  }

  /** Online receivers keep a connection; offline ones hang up until they come back. */
  setOnline(online: boolean): void {
    if (online === this.wanted) return;
    this.wanted = online;
    if (online) this.connect();
    else this.socket?.end();
  }

  /** Sends a copy of `bytes` (the caller reuses its buffer). */
  send(bytes: Uint8Array): void {
    const socket = this.socket;
    if (!this.connected || socket === undefined || bytes.length === 0) return;
    if (socket.writableLength > MAX_QUEUED_BYTES) {
      this.droppedBytes += bytes.length;
      return;
    }
    socket.write(bytes.slice());
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    if (socket === undefined || socket.destroyed) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.end();
      setTimeout(() => socket.destroy(), 1_000).unref();
    });
  }

  private connect(): void {
    if (this.closed || !this.wanted || this.socket !== undefined) return;
    const socket = net.connect({
      port: this.port,
      host: this.host,
      ...(this.localAddress === undefined ? {} : { localAddress: this.localAddress }),
    });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      this.connected = true;
      const hello = new Uint8Array(BEAST_UUID_FRAME_BYTES);
      writeBeastUuidFrame(hello, 0, this.uuid);
      socket.write(hello);
    });
    // The server never talks back on a Beast input; reading keeps the socket flowing.
    socket.on('data', () => undefined);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRNOTAVAIL' || error.code === 'EINVAL') this.localAddress = undefined;
    });
    socket.on('close', () => {
      this.connected = false;
      this.socket = undefined;
      if (!this.closed && this.wanted) {
        this.timer = setTimeout(() => this.connect(), RECONNECT_MS);
        this.timer.unref();
      }
    });
  }
}

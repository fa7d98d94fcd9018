// The recorder's cursor in Redis (cluster.recorder.ts): "<stream id> <origin> <table time>", the
// last live stream entry whose positions the holder keeps durably, the holder's origin, and the
// time (s, the holder's clock, the clock of its positions) up to which its own table's positions
// are durable. One string, written by one fenced SET.

/** What a holder has recorded durably. */
export interface CursorMark {
  id: string;
  tableTime: number;
}

/** A cursor as read: nothing recorded yet is `0-0`, no origin, time 0. */
export interface Cursor extends CursorMark {
  origin: string;
}

export function formatCursor(mark: CursorMark, origin: string): string {
  return `${mark.id} ${origin} ${mark.tableTime.toString()}`;
}

export function parseCursor(value: string | null): Cursor {
  const [id, origin = '', tableTime = '0'] = (value ?? '').split(' ');
  return { id: id || '0-0', origin, tableTime: Number(tableTime) || 0 };
}

/** Orders two stream ids ("ms-seq"). */
export function compareIds(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs - bMs || aSeq - bSeq;
}

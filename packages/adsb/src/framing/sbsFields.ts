// Allocation-free field parsers for SBS/BaseStation CSV text held in a byte buffer.

/** Decimal number in bytes [start, end); NaN when empty or not a number. */
export function parseDecimal(buf: Uint8Array, start: number, end: number): number {
  let i = start;
  let sign = 1;
  if (i < end && (buf[i] === 0x2d || buf[i] === 0x2b)) {
    if (buf[i] === 0x2d) sign = -1;
    i++;
  }
  if (i >= end) return Number.NaN;
  let value = 0;
  let digits = 0;
  for (; i < end; i++) {
    const d = (buf[i] ?? 0) - 0x30;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
    digits++;
  }
  if (i < end && buf[i] === 0x2e) {
    let scale = 0.1;
    for (i++; i < end; i++) {
      const d = (buf[i] ?? 0) - 0x30;
      if (d < 0 || d > 9) break;
      value += d * scale;
      scale /= 10;
      digits++;
    }
  }
  return i === end && digits > 0 ? sign * value : Number.NaN;
}

/** SBS boolean flag: "-1"/"1" true (1), "0" false (0), empty or other unknown (-1). */
export function parseFlag(buf: Uint8Array, start: number, end: number): number {
  const v = parseDecimal(buf, start, end);
  return Number.isNaN(v) ? -1 : v === 0 ? 0 : 1;
}

/** 24-bit ICAO address in hex (1-6 digits); -1 when empty or invalid. */
export function parseHex(buf: Uint8Array, start: number, end: number): number {
  if (start >= end || end - start > 6) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = buf[i] ?? 0;
    const d =
      c >= 0x30 && c <= 0x39
        ? c - 0x30
        : c >= 0x41 && c <= 0x46
          ? c - 55
          : c >= 0x61 && c <= 0x66
            ? c - 87
            : -1;
    if (d < 0) return -1;
    value = value * 16 + d;
  }
  return value;
}

/** 4 octal digits to the 0xABCD squawk form; NaN when not a squawk. */
export function parseSquawk(buf: Uint8Array, start: number, end: number): number {
  if (end - start !== 4) return Number.NaN;
  let code = 0;
  for (let i = start; i < end; i++) {
    const d = (buf[i] ?? 0) - 0x30;
    if (d < 0 || d > 7) return Number.NaN;
    code = code * 16 + d;
  }
  return code;
}

/** "YYYY/MM/DD" and "HH:MM:SS.sss" (UTC as BaseStation writes them) to Unix seconds; NaN if bad. */
export function parseDateTime(
  buf: Uint8Array,
  dateStart: number,
  dateEnd: number,
  timeStart: number,
  timeEnd: number,
): number {
  if (dateEnd - dateStart !== 10 || timeEnd - timeStart < 8) return Number.NaN;
  const year = parseDecimal(buf, dateStart, dateStart + 4);
  const month = parseDecimal(buf, dateStart + 5, dateStart + 7);
  const day = parseDecimal(buf, dateStart + 8, dateStart + 10);
  const hour = parseDecimal(buf, timeStart, timeStart + 2);
  const minute = parseDecimal(buf, timeStart + 3, timeStart + 5);
  const second = parseDecimal(buf, timeStart + 6, timeEnd);
  const ms = Date.UTC(year, month - 1, day, hour, minute, 0);
  return ms / 1000 + second;
}

/** Text of bytes [start, end) with surrounding spaces removed ('' when empty). */
export function parseText(buf: Uint8Array, start: number, end: number): string {
  while (start < end && buf[start] === 0x20) start++;
  while (end > start && buf[end - 1] === 0x20) end--;
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(buf[i] ?? 0x3f);
  return s;
}

// The few EXIF fields a gallery photo keeps (shot time, camera make and model, lens), read from
// the raw EXIF block before re-encoding drops it. A small TIFF reader rather than a dependency:
// four ASCII tags in two IFDs. Everything else (GPS, serial numbers, owner) is never read.
import type { PhotoExif } from '@skytrace/contracts';

const TAG = {
  make: 0x010f,
  model: 0x0110,
  dateTime: 0x0132,
  exifIfd: 0x8769,
  dateTimeOriginal: 0x9003,
  lensMake: 0xa433,
  lensModel: 0xa434,
} as const;
const ASCII = 2;
const LONG = 4;
/** Longest text kept of a field; real values are a few dozen characters. */
const MAX_TEXT = 64;
/** Entries read per IFD at most: a crafted count must not make us loop for long. */
const MAX_ENTRIES = 512;

export const NO_EXIF: PhotoExif = { takenAt: null, make: '', model: '', lens: '' };

type Reader = {
  u16: (offset: number) => number;
  u32: (offset: number) => number;
};

/** Tag → its ASCII text or LONG value, of the IFD at `offset` (TIFF-relative). */
function readIfd(tiff: Buffer, read: Reader, offset: number): Map<number, string | number> {
  const fields = new Map<number, string | number>();
  if (offset + 2 > tiff.length) return fields;
  const count = Math.min(read.u16(offset), MAX_ENTRIES);
  for (let index = 0; index < count; index += 1) {
    const entry = offset + 2 + index * 12;
    if (entry + 12 > tiff.length) break;
    const tag = read.u16(entry);
    const type = read.u16(entry + 2);
    const length = read.u32(entry + 4);
    if (type === LONG && length === 1) fields.set(tag, read.u32(entry + 8));
    if (type !== ASCII || length === 0) continue;
    const start = length <= 4 ? entry + 8 : read.u32(entry + 8);
    if (start + length > tiff.length) continue;
    fields.set(tag, tiff.toString('latin1', start, start + length));
  }
  return fields;
}

/** Printable text without NULs and padding, cut to MAX_TEXT. */
function clean(value: string | number | undefined): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_TEXT);
}

/** `yyyy:MM:dd HH:mm:ss` → `yyyy-MM-dd HH:mm:ss`; null for the blank or malformed dates cameras write. */
function shotTime(value: string | number | undefined): string | null {
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(clean(value));
  if (!match || match[1] === '0000') return null;
  return `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6]}`;
}

/** The kept fields of an EXIF block as sharp's metadata gives it (`Exif\0\0` + TIFF). */
export function readExif(exif: Buffer | undefined): PhotoExif {
  if (!exif || exif.length < 14) return NO_EXIF;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return NO_EXIF;
  const little = order === 'II';
  const read: Reader = {
    u16: (offset) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset)),
    u32: (offset) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset)),
  };
  try {
    const ifd0 = readIfd(tiff, read, read.u32(4));
    const pointer = ifd0.get(TAG.exifIfd);
    const exifIfd =
      typeof pointer === 'number' ? readIfd(tiff, read, pointer) : new Map<number, string>();
    const lensMake = clean(exifIfd.get(TAG.lensMake));
    const lensModel = clean(exifIfd.get(TAG.lensModel));
    return {
      takenAt: shotTime(exifIfd.get(TAG.dateTimeOriginal)) ?? shotTime(ifd0.get(TAG.dateTime)),
      make: clean(ifd0.get(TAG.make)),
      model: clean(ifd0.get(TAG.model)),
      // Lens models often repeat the maker ("Canon EF 70-200mm"): say it once.
      lens: lensModel.startsWith(lensMake) ? lensModel : `${lensMake} ${lensModel}`.trim(),
    };
  } catch {
    // A truncated or crafted block: the photo is fine without its camera facts.
    return NO_EXIF;
  }
}

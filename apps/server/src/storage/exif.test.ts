// The EXIF reader keeps shot time, camera and lens from real camera blocks (written by sharp,
// both byte orders as libexif writes them) and gives up quietly on broken or hostile ones.
import sharp, { type Exif } from 'sharp';
import { describe, expect, it } from 'vitest';
import { NO_EXIF, readExif } from './exif';

async function exifOf(tags: Exif): Promise<Buffer | undefined> {
  const image = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#888' },
  })
    .jpeg()
    .withExif(tags)
    .toBuffer();
  return (await sharp(image).metadata()).exif;
}

describe('readExif', () => {
  it('reads shot time, camera and lens, saying the lens maker once', async () => {
    const exif = await exifOf({
      IFD0: { Make: 'NIKON CORPORATION', Model: 'NIKON Z 9' },
      IFD2: {
        DateTimeOriginal: '2025:12:31 23:59:58',
        LensMake: 'NIKON',
        LensModel: 'NIKON NIKKOR Z 800mm f/6.3 VR S',
      },
    });
    expect(readExif(exif)).toEqual({
      takenAt: '2025-12-31 23:59:58',
      make: 'NIKON CORPORATION',
      model: 'NIKON Z 9',
      lens: 'NIKON NIKKOR Z 800mm f/6.3 VR S',
    });
  });

  it('falls back to the file date and leaves blank what the camera did not write', async () => {
    const exif = await exifOf({ IFD0: { Make: 'Sony', DateTime: '2024:02:29 06:00:00' } });
    expect(readExif(exif)).toEqual({
      takenAt: '2024-02-29 06:00:00',
      make: 'Sony',
      model: '',
      lens: '',
    });
    const blank = await exifOf({ IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' } });
    expect(readExif(blank).takenAt).toBeNull();
  });

  it('answers nothing for missing, truncated or crafted blocks instead of throwing', async () => {
    expect(readExif(undefined)).toEqual(NO_EXIF);
    expect(readExif(Buffer.from('Exif\0\0garbage-not-tiff'))).toEqual(NO_EXIF);
    const real = await exifOf({ IFD0: { Make: 'Canon', Model: 'EOS R5' } });
    expect(real).toBeDefined();
    if (!real) return;
    for (let cut = 8; cut < real.length; cut += 7) {
      expect(() => readExif(real.subarray(0, cut))).not.toThrow();
    }
    // An IFD offset pointing far outside the block.
    const crafted = Buffer.from(real);
    crafted.writeUInt32LE(0xfffffff0, 10);
    expect(readExif(crafted)).toEqual(NO_EXIF);
  });
});

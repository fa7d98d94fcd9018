// Real-name authentication from an ID card photo: the photo is checked by content, read by the
// provider, the result checked like a typed one and saved sealed as the user's real-name data.
// The photo is never stored; the answer is masked.
import sharp from 'sharp';
import { authenticationRequestSchema, type IdCardResult } from '@skytrace/contracts';
import {
  readAuthentication,
  saveAuthentication,
  type RealNameContext,
} from '../accounts/authentication.service';
import { HttpError } from '../http/errors';
import type { IdCardReader } from './id-card.reader';

/** Sides of a legible card photo, pixels. */
const MIN_SIDE = 200;
const MAX_SIDE = 8_000;

/** Refuses what is not a JPEG or PNG of a plausible size, whatever its name says. */
async function checkPhoto(image: Buffer): Promise<void> {
  try {
    const metadata = await sharp(image, { limitInputPixels: MAX_SIDE * MAX_SIDE }).metadata();
    const { width, height } = metadata;
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') {
      throw new HttpError(400, 'kit.uploadFormat');
    }
    if (Math.min(width, height) < MIN_SIDE) {
      throw new HttpError(400, 'kit.uploadTooSmall', { pixels: MIN_SIDE });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'kit.uploadNotImage');
  }
}

export class IdCardService {
  constructor(
    private readonly reader: IdCardReader,
    private readonly context: () => Promise<RealNameContext>,
  ) {}

  async recognise(userId: number, image: Buffer): Promise<IdCardResult> {
    await checkPhoto(image);
    const read = await this.reader.read(image);
    const parsed = authenticationRequestSchema.safeParse(read ?? {});
    if (!parsed.success) throw new HttpError(400, 'idCard.unreadable');
    const context = await this.context();
    const existing = await readAuthentication(context, userId);
    await saveAuthentication(context, userId, parsed.data, existing !== null);
    const saved = await readAuthentication(context, userId);
    if (!saved) throw new HttpError(503, 'idCard.providerFailed');
    return saved;
  }
}

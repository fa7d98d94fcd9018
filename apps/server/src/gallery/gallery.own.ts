// A photo's detail strips and its author's own edits (issue 18, h18): the other approved photos
// of the same airframe and type, editing a photo's caption, shooting date and airport, and
// deleting it with its likes and, when nothing else uses them, its stored files.
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GALLERY_RELATED_LIMIT,
  type Picture,
  type RelatedImages,
  type editImageSchema,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { StorageService } from '../storage/storage.service';
import { approved, findPicture, pagePictures, type PictureRow } from './gallery.repo';
import { pictures } from './gallery.schema';
import { presentPicture, type GalleryService } from './gallery.service';

type EditInput = z.output<typeof editImageSchema>;
type Viewer = { userId: number; backOffice: boolean } | null;

/** The strips of a photo as `image/related` answers them. */
export function presentRelated(
  row: PictureRow,
  sameAirframe: PictureRow[],
  sameType: PictureRow[],
): RelatedImages {
  return {
    registration: row.registration,
    aircraftType: row.aircraftType,
    sameAirframe: sameAirframe.map((other) => presentPicture(other)),
    sameType: sameType.map((other) => presentPicture(other)),
  };
}

export class GalleryOwn {
  constructor(
    private readonly db: Db,
    private readonly gallery: GalleryService,
    private readonly storage: StorageService,
    /** Told when a photo leaves, so cached lists (the home showcase) drop it at once. */
    private readonly onRemoved: () => void = () => undefined,
  ) {}

  /** Up to GALLERY_RELATED_LIMIT other approved aircraft photos matching `match`. */
  private async others(row: PictureRow, match: SQL, order: SQL[]): Promise<PictureRow[]> {
    const where = and(approved, eq(pictures.kind, 'plane'), match, ne(pictures.id, row.id));
    const { rows } = await pagePictures(this.db, where, 1, GALLERY_RELATED_LIMIT, order);
    return rows;
  }

  /**
   * The strips under a photo the viewer may see (as the detail decides): same registration,
   * newest first (index registration, status, id), and same type, most liked first (index
   * aircraft_type, status, likes, id). Airport photos and unknown types have empty strips.
   */
  async related(id: number, viewer: Viewer): Promise<RelatedImages> {
    const row = await findPicture(this.db, id);
    const visible =
      row !== null &&
      (row.status === 1 || viewer?.backOffice === true || viewer?.userId === row.userId);
    if (!row || !visible) throw new HttpError(404, 'gallery.pictureNotFound');
    const plane = row.kind === 'plane';
    const [sameAirframe, sameType] = await Promise.all([
      plane && row.registration
        ? this.others(row, eq(pictures.registration, row.registration), [desc(pictures.id)])
        : [],
      plane && row.aircraftType
        ? this.others(row, eq(pictures.aircraftType, row.aircraftType), [
            desc(pictures.likes),
            desc(pictures.id),
          ])
        : [],
    ]);
    return presentRelated(row, sameAirframe, sameType);
  }

  /** The photo `userId` wrote: 404 for no such photo, 403 for somebody else's. */
  private async requireOwn(userId: number, id: number): Promise<PictureRow> {
    const row = await this.gallery.requireRow(id);
    if (row.userId !== userId) throw new HttpError(403, 'gallery.notYourPicture');
    return row;
  }

  /**
   * Changes the caption, shooting date and airport with the upload's rules. The photo itself is
   * unchanged, so an approved photo stays approved and a waiting one keeps its place; a rejected
   * one goes back to the audit queue (unread, its reason cleared), as correcting the facts is how
   * an author answers most rejections.
   */
  async edit(userId: number, input: EditInput): Promise<Picture> {
    const row = await this.requireOwn(userId, input.id);
    this.gallery.checkShotDate(input.shotDate);
    if (row.kind === 'airport' && !input.airport) {
      throw new HttpError(400, 'gallery.airportRequired');
    }
    if (input.airport) await this.gallery.requireAirport(input.airport);
    const resubmit = row.status === 2;
    await this.db
      .update(pictures)
      .set({
        caption: input.caption,
        shotDate: input.shotDate,
        airport: input.airport,
        ...(resubmit ? { status: 0, reason: '', read: false, auditedAt: null } : {}),
      })
      .where(and(eq(pictures.id, row.id), eq(pictures.userId, userId)));
    return this.gallery.present(await this.gallery.requireRow(row.id), false, true);
  }

  /**
   * Deletes the author's photo. Its likes go with it (foreign key cascade), so the likes, scores
   * and ranks computed from the photos change at once; the stored file and all its sizes go too
   * unless another photo shows the same bytes.
   */
  async remove(userId: number, id: number): Promise<void> {
    const row = await this.requireOwn(userId, id);
    await this.db.delete(pictures).where(and(eq(pictures.id, row.id), eq(pictures.userId, userId)));
    const [stillMine] = await this.db
      .select({ id: pictures.id })
      .from(pictures)
      .where(and(eq(pictures.file, row.file), eq(pictures.userId, userId)))
      .limit(1);
    if (!stillMine) await this.storage.release('photo', userId, row.file);
    // Another photographer's approved photo of the same bytes keeps the file public.
    await this.gallery.publish(row.file);
    this.onRemoved();
  }
}

// The gallery's rules: photos are described after their files are uploaded (each file must be
// the describer's own upload), wait for audit, and are shown to others only once approved.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GALLERY_PAGE_SIZE,
  type Picture,
  type PicturePage,
  type PictureAudit,
  type PictureStatus,
  type saveAirportImagesSchema,
  type savePlaneImagesSchema,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { aircraft } from '../reference/fleet.schema';
import { airlines, airports } from '../reference/reference.schema';
import { storedFiles } from '../storage/storage.schema';
import { sizeName, storedFileUrl, type StorageService } from '../storage/storage.service';
import { approved, byAuthor, findPicture, pagePictures, type PictureRow } from './gallery.repo';
import { pictureLikes, pictures } from './gallery.schema';

type PlaneInput = z.output<typeof savePlaneImagesSchema>;
type AirportInput = z.output<typeof saveAirportImagesSchema>;

/**
 * A photo as the calls answer it, with public URLs; `liked` is the viewer's, known on the
 * detail only. Photos not approved need GalleryService.present's signed URLs instead.
 */
export function presentPicture(row: PictureRow, liked = false, own = false): Picture {
  return {
    id: row.id,
    kind: row.kind,
    url: storedFileUrl('photo', sizeName(row.file, 'display')),
    thumbnailUrl: storedFileUrl('photo', sizeName(row.file, 'thumbnail')),
    largeUrl: storedFileUrl('photo', row.file),
    exif: {
      takenAt: row.takenAt,
      make: row.cameraMake,
      model: row.cameraModel,
      lens: row.lens,
    },
    width: row.width,
    height: row.height,
    registration: row.registration,
    aircraftType: row.aircraftType,
    airline: row.airline,
    airport: row.airport,
    caption: row.caption,
    shotDate: row.shotDate,
    status: row.status as PictureStatus,
    reason: row.reason,
    showcase: row.showcase,
    likes: row.likes,
    liked,
    own,
    author: { id: row.userId, name: row.authorName },
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export class GalleryService {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageService,
    private readonly now: () => number = Date.now,
  ) {}

  /** A photo with URLs its viewer can open: public once approved, signed and short-lived before. */
  present(row: PictureRow, liked = false, own = false): Picture {
    const picture = presentPicture(row, liked, own);
    return row.status === 1 ? picture : { ...picture, ...this.storage.photoUrls(row.file, false) };
  }

  /** Spec §5: no shooting date after today (UTC, with a day's grace for time zones ahead). */
  checkShotDate(shotDate: string): void {
    const parsed = Date.parse(`${shotDate}T00:00:00Z`);
    if (Number.isNaN(parsed)) throw new HttpError(400, 'gallery.shotDateRequired');
    if (parsed > this.now() + 24 * 3600 * 1000) throw new HttpError(400, 'gallery.shotDateFuture');
  }

  async requireAirport(iata: string): Promise<void> {
    const [row] = await this.db
      .select({ iata: airports.iata })
      .from(airports)
      .where(eq(airports.iata, iata))
      .limit(1);
    if (!row) throw new HttpError(400, 'gallery.airportUnknown');
  }

  /** Sizes of the named uploads of `userId`, in the order named; 403 when one is not theirs. */
  private async ownFiles(userId: number, names: readonly string[]) {
    await this.storage.requireOwned('photo', userId, names);
    const rows = await this.db
      .select({
        name: storedFiles.name,
        width: storedFiles.width,
        height: storedFiles.height,
        takenAt: storedFiles.takenAt,
        cameraMake: storedFiles.cameraMake,
        cameraModel: storedFiles.cameraModel,
        lens: storedFiles.lens,
      })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.kind, 'photo'),
          eq(storedFiles.ownerId, userId),
          inArray(storedFiles.name, [...names]),
        ),
      );
    return [...new Set(names)].map((name) => {
      const row = rows.find((candidate) => candidate.name === name);
      if (!row) throw new HttpError(403, 'kit.fileNotYours');
      return row;
    });
  }

  /** Type and airline of a registration from the reference fleet, when it knows the airframe. */
  async fleetFacts(registration: string): Promise<{ aircraftType: string; airline: string }> {
    const [row] = await this.db
      .select({
        type: aircraft.typeDesignator,
        airline: airlines.nameEn,
        operator: aircraft.operatorIcao,
      })
      .from(aircraft)
      .leftJoin(airlines, eq(airlines.icao, aircraft.operatorIcao))
      .where(eq(aircraft.registration, registration))
      .limit(1);
    return {
      aircraftType: row?.type ?? '',
      airline: row?.airline ?? row?.operator ?? '',
    };
  }

  async savePlane(userId: number, input: PlaneInput) {
    this.checkShotDate(input.shotDate);
    if (input.airport) await this.requireAirport(input.airport);
    const files = await this.ownFiles(userId, input.files);
    const facts = await this.fleetFacts(input.registration);
    const rows = await this.db
      .insert(pictures)
      .values(
        files.map((file) => ({
          userId,
          kind: 'plane' as const,
          file: file.name,
          width: file.width,
          height: file.height,
          takenAt: file.takenAt,
          cameraMake: file.cameraMake,
          cameraModel: file.cameraModel,
          lens: file.lens,
          registration: input.registration,
          ...facts,
          airport: input.airport,
          caption: input.caption,
          shotDate: input.shotDate,
        })),
      )
      .returning({ id: pictures.id });
    return this.presentIds(rows.map((row) => row.id));
  }

  async saveAirport(userId: number, input: AirportInput) {
    this.checkShotDate(input.shotDate);
    await this.requireAirport(input.iata);
    const [file] = await this.ownFiles(userId, [input.file]);
    if (!file) throw new HttpError(403, 'kit.fileNotYours');
    const [row] = await this.db
      .insert(pictures)
      .values({
        userId,
        kind: 'airport',
        file: file.name,
        width: file.width,
        height: file.height,
        takenAt: file.takenAt,
        cameraMake: file.cameraMake,
        cameraModel: file.cameraModel,
        lens: file.lens,
        airport: input.iata,
        caption: input.caption,
        shotDate: input.shotDate,
      })
      .returning({ id: pictures.id });
    return this.presentIds(row ? [row.id] : []);
  }

  private async presentIds(ids: number[]): Promise<Picture[]> {
    const rows = await Promise.all(ids.map((id) => findPicture(this.db, id)));
    return rows.filter((row): row is PictureRow => row !== null).map((row) => this.present(row));
  }

  private async page(where: Parameters<typeof pagePictures>[1], page: number, own = false) {
    const { rows, isLastPage } = await pagePictures(this.db, where, page, GALLERY_PAGE_SIZE);
    const list = rows.map((row) => this.present(row, false, own));
    return { list, page, isLastPage } satisfies PicturePage;
  }

  /** The signed-in user's photos in every state (`myPhoto`), which they may edit and delete. */
  mine(userId: number, page: number) {
    return this.page(byAuthor(userId, false), page, true);
  }

  /** Newest approved photos (`index`). */
  newest(page: number) {
    return this.page(approved, page);
  }

  /** An author's approved photos (`otherPhoto`). */
  byAuthor(userId: number, page: number) {
    return this.page(byAuthor(userId, true), page);
  }

  /** One photo: approved ones for anybody, the others for their author and the back office. */
  async detail(id: number, viewer: { userId: number; backOffice: boolean } | null) {
    const row = await findPicture(this.db, id);
    const visible =
      row !== null &&
      (row.status === 1 || viewer?.backOffice === true || viewer?.userId === row.userId);
    if (!row || !visible) throw new HttpError(404, 'gallery.pictureNotFound');
    const liked = viewer
      ? (
          await this.db
            .select({ userId: pictureLikes.userId })
            .from(pictureLikes)
            .where(and(eq(pictureLikes.pictureId, id), eq(pictureLikes.userId, viewer.userId)))
        ).length > 0
      : false;
    return this.present(row, liked, viewer?.userId === row.userId);
  }

  async requireRow(id: number): Promise<PictureRow> {
    const row = await findPicture(this.db, id);
    if (!row) throw new HttpError(404, 'gallery.pictureNotFound');
    return row;
  }

  /** Approves or rejects a waiting photo. */
  async audit(audit: PictureAudit): Promise<{ before: Picture; after: Picture }> {
    const before = await this.requireRow(audit.id);
    if (before.status !== 0) throw new HttpError(409, 'gallery.pictureNotPending');
    await this.db
      .update(pictures)
      .set({
        status: audit.status,
        reason: audit.status === 2 ? (audit.reason ?? '') : '',
        read: true,
        auditedAt: new Date(this.now()),
      })
      .where(eq(pictures.id, audit.id));
    await this.publish(before.file);
    return {
      before: this.present(before),
      after: this.present(await this.requireRow(audit.id)),
    };
  }

  async markRead(id: number): Promise<Picture> {
    await this.requireRow(id);
    await this.db.update(pictures).set({ read: true }).where(eq(pictures.id, id));
    return this.present(await this.requireRow(id));
  }

  async showcase(id: number, show: boolean): Promise<{ before: Picture; after: Picture }> {
    const before = await this.requireRow(id);
    if (show && before.status !== 1) throw new HttpError(409, 'gallery.showcaseNeedsApproval');
    await this.db.update(pictures).set({ showcase: show }).where(eq(pictures.id, id));
    return { before: this.present(before), after: this.present(await this.requireRow(id)) };
  }

  /** A file is public while an approved photo shows it (the same bytes may be in several). */
  async publish(file: string): Promise<void> {
    const [shown] = await this.db
      .select({ id: pictures.id })
      .from(pictures)
      .where(and(eq(pictures.file, file), eq(pictures.status, 1)))
      .limit(1);
    await this.storage.setPublished('photo', file, shown !== undefined);
  }
}

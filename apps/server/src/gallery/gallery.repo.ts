// Queries of the gallery: photos with their author's name, paged newest first.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { pictures } from './gallery.schema';

export type PictureRow = typeof pictures.$inferSelect & { authorName: string };

const columns = {
  id: pictures.id,
  userId: pictures.userId,
  kind: pictures.kind,
  file: pictures.file,
  width: pictures.width,
  height: pictures.height,
  registration: pictures.registration,
  aircraftType: pictures.aircraftType,
  airline: pictures.airline,
  airport: pictures.airport,
  caption: pictures.caption,
  shotDate: pictures.shotDate,
  takenAt: pictures.takenAt,
  cameraMake: pictures.cameraMake,
  cameraModel: pictures.cameraModel,
  lens: pictures.lens,
  status: pictures.status,
  reason: pictures.reason,
  showcase: pictures.showcase,
  read: pictures.read,
  likes: pictures.likes,
  createdAt: pictures.createdAt,
  auditedAt: pictures.auditedAt,
  username: users.username,
  nickname: users.nickname,
};

function withAuthor(
  row: {
    username: string;
    nickname: string | null;
  } & typeof pictures.$inferSelect,
): PictureRow {
  const { username, nickname, ...picture } = row;
  return { ...picture, authorName: nickname || username };
}

/**
 * One page (newest first unless `order` says otherwise) of the photos matching `where`, one more
 * row to tell the last page.
 */
export async function pagePictures(
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  order: SQL[] = [desc(pictures.id)],
): Promise<{ rows: PictureRow[]; isLastPage: boolean }> {
  const rows = await db
    .select(columns)
    .from(pictures)
    .innerJoin(users, eq(users.id, pictures.userId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.slice(0, pageSize).map(withAuthor),
    isLastPage: rows.length <= pageSize,
  };
}

export async function countPictures(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pictures).where(where);
  return row?.total ?? 0;
}

export async function findPicture(db: Db, id: number): Promise<PictureRow | null> {
  const [row] = await db
    .select(columns)
    .from(pictures)
    .innerJoin(users, eq(users.id, pictures.userId))
    .where(eq(pictures.id, id));
  return row ? withAuthor(row) : null;
}

/** Approved photos of `userId` (the author page), or every state of them (their own page). */
export function byAuthor(userId: number, approvedOnly: boolean): SQL | undefined {
  return approvedOnly
    ? and(eq(pictures.userId, userId), eq(pictures.status, 1))
    : eq(pictures.userId, userId);
}

export const approved = eq(pictures.status, 1);

// Follows of one user: add (with MAX_FOLLOWS_PER_USER), delete (own only: 403 otherwise),
// isFollow and the paged list with what we observe of each followed flight now (spec §3).
import {
  CHINA_TIME_OFFSET_SECONDS,
  MAX_FOLLOWS_PER_USER,
  type FollowedFlight,
  type IsFollow,
  type MyFollowPage,
  type addFollowSchema,
  type isFollowQuerySchema,
} from '@skytrace/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { HttpError } from '../http/errors';
import {
  countFollows,
  deleteFollowRow,
  findFollow,
  followById,
  insertFollow,
  pageFollows,
  type FollowKey,
  type FollowRow,
} from './follow.repo';
import { formatIcaoHex } from '@skytrace/contracts';
import { isAirborne, type LiveFlight, type LiveFlights } from './live-flights';

type AddFollow = z.output<typeof addFollowSchema>;
type IsFollowQuery = z.output<typeof isFollowQuerySchema>;

/** The follow's key columns ('' = not given). */
export function followKey(input: AddFollow | IsFollowQuery): FollowKey {
  if ('kind' in input && input.kind === 'flight')
    return { kind: 'flight', fnum: input.fnum, flightDate: input.date, registration: '', icao: '' };
  if ('fnum' in input && input.fnum !== undefined)
    return {
      kind: 'flight',
      fnum: input.fnum,
      flightDate: input.date ?? '',
      registration: '',
      icao: '',
    };
  const aircraft: { anum?: string; icaoId?: string } = input;
  return {
    kind: 'aircraft',
    fnum: '',
    flightDate: '',
    registration: aircraft.anum ?? '',
    icao: aircraft.icaoId ?? '',
  };
}

/** yyyy-MM-dd of a time (seconds) in China time, the flight dates' calendar. */
export function chinaDate(seconds: number): string {
  return new Date((seconds + CHINA_TIME_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** Noon of a China-time date, seconds: where a day's timetable instance is looked for. */
function chinaNoon(date: string): number {
  return Date.parse(`${date}T12:00:00Z`) / 1000 - CHINA_TIME_OFFSET_SECONDS;
}

export class FollowService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveFlights,
    private readonly identity: FlightIdentityService | undefined,
  ) {}

  async add(userId: number, input: AddFollow): Promise<FollowedFlight> {
    const key = followKey(input);
    if (await findFollow(this.db, userId, key)) throw new HttpError(409, 'follow.already');
    if ((await countFollows(this.db, userId)) >= MAX_FOLLOWS_PER_USER)
      throw new HttpError(409, 'follow.tooMany', { limit: MAX_FOLLOWS_PER_USER });
    try {
      return this.present(await insertFollow(this.db, userId, key));
    } catch (error) {
      // Two adds at once: the unique index keeps one.
      if (await findFollow(this.db, userId, key)) throw new HttpError(409, 'follow.already');
      throw error;
    }
  }

  async remove(userId: number, id: number): Promise<void> {
    const row = await followById(this.db, id);
    if (!row) throw new HttpError(404, 'follow.notFound');
    if (row.userId !== userId) throw new HttpError(403, 'follow.notYours');
    await deleteFollowRow(this.db, id, userId);
  }

  async isFollow(userId: number, query: IsFollowQuery): Promise<IsFollow> {
    if (query.fnum === undefined && query.anum === undefined && query.icaoId === undefined)
      throw new HttpError(400, 'follow.aircraftRequired');
    const row = await findFollow(this.db, userId, followKey(query));
    return { followed: row !== undefined, id: row?.id ?? null };
  }

  async mine(userId: number, page: number, size: number): Promise<MyFollowPage> {
    const { rows, total } = await pageFollows(this.db, userId, page, size);
    return {
      list: rows.map((row) => this.present(row)),
      total,
      page,
      size,
      limit: MAX_FOLLOWS_PER_USER,
    };
  }

  /** One follow with its live flight (when flying now) or its timetable entry. */
  present(row: FollowRow): FollowedFlight {
    const live = this.liveOf(row);
    const base = live?.base;
    const schedule =
      row.kind === 'flight' && !base?.forg
        ? this.identity?.scheduledFlight(row.fnum, chinaNoon(row.flightDate))
        : undefined;
    return {
      id: row.id,
      kind: row.kind,
      icaoId: live ? formatIcaoHex(live.aircraft.icao) : row.icao || null,
      dataSource: live ? 'adsb' : 'schedule',
      aircraftNumber: base?.aircraftNum ?? (row.registration || null),
      actualDeptime: base?.time.ATD ?? null,
      actualArrtime: base?.time.ATA ?? null,
      fnum: base?.flightNum2 ?? (row.fnum || null),
      forg: base?.forg?.IATA ?? base?.forg?.ICAO ?? schedule?.forg?.IATA ?? null,
      fdst: base?.fdst?.IATA ?? base?.fdst?.ICAO ?? schedule?.fdst?.IATA ?? null,
      scheduledDeptime: base?.time.STD ?? schedule?.std ?? null,
      flightStatusCode: live && isAirborne(live.aircraft) ? 1 : 0,
      date: row.flightDate || null,
      createdAt: Math.floor(row.createdAt.getTime() / 1000),
    };
  }

  private liveOf(row: FollowRow): LiveFlight | undefined {
    if (row.kind === 'aircraft') {
      if (row.icao) return this.live.byIcao(row.icao);
      return this.live.registration(row.registration);
    }
    const live = this.live.flight(row.fnum);
    // Today's flight of that number is not the followed one of another day.
    if (!live) return undefined;
    const std = live.base.time.STD;
    const date = chinaDate(std ?? live.aircraft.lastSeen);
    return date === row.flightDate ? live : undefined;
  }
}

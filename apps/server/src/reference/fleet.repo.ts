import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import { aircraft, schedules } from './fleet.schema';

/** One airframe to store; `icao` is the 24-bit address as an integer. */
export interface AircraftRow {
  icao: number;
  registration: string | null;
  typeDesignator: string | null;
  operatorIcao: string | null;
}

/** One scheduled leg (see the `schedules` table for the meaning of each field). */
export interface ScheduleRow {
  flightNumber: string;
  originIcao: string;
  destinationIcao: string;
  airlineIcao: string;
  departureMinuteUtc: number;
  arrivalMinuteUtc: number;
  arrivalDayOffset?: number;
  daysOfWeek?: number;
  validFrom?: string | null;
  validTo?: string | null;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for every table here. */
export const INSERT_BATCH = 1000;

/** `excluded.<column>` for ON CONFLICT DO UPDATE. */
export function excluded(column: PgColumn): SQL {
  return sql.raw(`excluded."${column.name}"`);
}

/** Splits rows into INSERT-sized batches. */
export function batches<T>(rows: readonly T[], size = INSERT_BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Inserts or updates airframes by ICAO address, in batches. */
export async function upsertAircraft(db: Db, rows: readonly AircraftRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db
      .insert(aircraft)
      .values(batch.map((row) => ({ ...row, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: aircraft.icao,
        set: {
          registration: excluded(aircraft.registration),
          typeDesignator: excluded(aircraft.typeDesignator),
          operatorIcao: excluded(aircraft.operatorIcao),
          updatedAt: excluded(aircraft.updatedAt),
        },
      });
  }
}

/** Inserts or updates scheduled legs by flight number and origin, in batches. */
export async function upsertSchedules(db: Db, rows: readonly ScheduleRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db
      .insert(schedules)
      .values(
        batch.map((row) => ({
          ...row,
          arrivalDayOffset: row.arrivalDayOffset ?? 0,
          daysOfWeek: row.daysOfWeek ?? 127,
          validFrom: row.validFrom ?? null,
          validTo: row.validTo ?? null,
          updatedAt: new Date(),
        })),
      )
      .onConflictDoUpdate({
        target: [schedules.flightNumber, schedules.originIcao],
        set: {
          destinationIcao: excluded(schedules.destinationIcao),
          airlineIcao: excluded(schedules.airlineIcao),
          departureMinuteUtc: excluded(schedules.departureMinuteUtc),
          arrivalMinuteUtc: excluded(schedules.arrivalMinuteUtc),
          arrivalDayOffset: excluded(schedules.arrivalDayOffset),
          daysOfWeek: excluded(schedules.daysOfWeek),
          validFrom: excluded(schedules.validFrom),
          validTo: excluded(schedules.validTo),
          updatedAt: excluded(schedules.updatedAt),
        },
      });
  }
}

/** All airframes (the identity cache loads them at start and on refresh). */
export async function listAircraft(db: Db): Promise<AircraftRow[]> {
  return db
    .select({
      icao: aircraft.icao,
      registration: aircraft.registration,
      typeDesignator: aircraft.typeDesignator,
      operatorIcao: aircraft.operatorIcao,
    })
    .from(aircraft);
}

/** All scheduled legs. */
export async function listSchedules(db: Db): Promise<Required<ScheduleRow>[]> {
  return db
    .select({
      flightNumber: schedules.flightNumber,
      originIcao: schedules.originIcao,
      destinationIcao: schedules.destinationIcao,
      airlineIcao: schedules.airlineIcao,
      departureMinuteUtc: schedules.departureMinuteUtc,
      arrivalMinuteUtc: schedules.arrivalMinuteUtc,
      arrivalDayOffset: schedules.arrivalDayOffset,
      daysOfWeek: schedules.daysOfWeek,
      validFrom: schedules.validFrom,
      validTo: schedules.validTo,
    })
    .from(schedules);
}

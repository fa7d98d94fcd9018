import {
  type AirportReal,
  type AirportWeather,
  type Metar,
  type WeatherHistory,
  type WeatherTiles,
  type WeatherUploadResult,
} from '@skytrace/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { findAirportByCode } from '../reference/runway.repo';
import { decodeReport, type DecodedReport } from './metar.decode';
import { insertReports, latestMetars, latestReport, metarsBetween } from './weather.repo';
import { splitReports } from './weather.text';
import { weatherTiles, type TileSources } from './weather.tiles';

/** How long `airportReal` answers from memory; the simulator and feeds add reports half-hourly. */
const AIRPORT_REAL_CACHE_MS = 60_000;
/** A METAR older than this no longer colours its airport. */
const CURRENT_METAR_MS = 3 * 3_600_000;

export type WeatherSource = 'file' | 'http' | 'admin' | 'sim';

/**
 * The weather domain's one entry point: every source (file drop, polled URL, administrator,
 * simulator) ingests through `ingest`, and the airport page calls `current`.
 */
export class WeatherService {
  private real: { at: number; value: AirportReal } | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: {
      tiles?: TileSources;
      logger?: FastifyBaseLogger;
      now?: () => number;
    } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * Decodes and stores the reports in `text`. `strict` (the administrator's paste): one bad
   * report refuses the whole text with a translated 400 naming its line, nothing stored. Not
   * strict (polled sources): bad reports are skipped with one log line for the batch.
   */
  async ingest(text: string, source: WeatherSource, strict: boolean): Promise<WeatherUploadResult> {
    const now = new Date(this.now());
    const decoded: DecodedReport[] = [];
    const bad: number[] = [];
    for (const line of splitReports(text)) {
      const report = decodeReport(line.text, now);
      if (report) {
        decoded.push(report);
        continue;
      }
      if (strict) {
        this.options.logger?.info({ source, line: line.line }, 'weather report refused');
        throw new HttpError(400, 'weather.reportInvalid', {
          line: line.line,
          text: line.text.slice(0, 40),
        });
      }
      bad.push(line.line);
    }
    if (bad.length > 0) {
      this.options.logger?.warn(
        { source, bad: bad.length, firstLine: bad[0] },
        'weather reports skipped',
      );
    }
    if (decoded.length === 0 && strict) throw new HttpError(400, 'weather.noReports');
    const stored = await insertReports(this.db, decoded, source);
    if (stored > 0) this.real = null;
    return { stored, stations: [...new Set(decoded.map((report) => report.icao))].sort() };
  }

  /** `fweather`: the airport's latest METAR and TAF; 404 for an unknown airport. */
  async current(code: string): Promise<AirportWeather> {
    const airport = await this.airport(code);
    const [metar, taf] = await Promise.all([
      latestReport(this.db, airport.icao, 'METAR'),
      latestReport(this.db, airport.icao, 'TAF'),
    ]);
    return {
      icao: airport.icao,
      iata: airport.iata,
      nameEn: airport.nameEn,
      nameZh: airport.nameZh,
      metar: metar ? (metar.decoded as Metar) : null,
      taf: taf
        ? {
            raw: taf.raw,
            issuedAt: taf.observedAt.toISOString(),
            validFrom: taf.validFrom?.toISOString() ?? null,
            validTo: taf.validTo?.toISOString() ?? null,
          }
        : null,
    };
  }

  async history(code: string, startTime: number, endTime: number): Promise<WeatherHistory> {
    const airport = await this.airport(code);
    const rows = await metarsBetween(
      this.db,
      airport.icao,
      new Date(startTime * 1000),
      new Date(endTime * 1000),
    );
    return { icao: airport.icao, reports: rows.map((row) => row.decoded as Metar) };
  }

  /** Every airport's current category, for the map (cached a minute; a new report clears it). */
  async airportReal(): Promise<AirportReal> {
    const now = this.now();
    if (this.real && now - this.real.at < AIRPORT_REAL_CACHE_MS) return this.real.value;
    const rows = await latestMetars(this.db, new Date(now - CURRENT_METAR_MS));
    const value: AirportReal = {
      airports: rows.map((row) => ({
        icao: row.icao,
        category: (row.decoded as Metar).flightCategory,
        observedAt: row.observedAt.toISOString(),
      })),
      updatedAt: new Date(now).toISOString(),
    };
    this.real = { at: now, value };
    return value;
  }

  tiles(kind: 'weather' | 'cloud'): WeatherTiles {
    return weatherTiles(this.options.tiles?.[kind], kind, this.now());
  }

  private async airport(code: string) {
    const airport = await findAirportByCode(this.db, code);
    if (!airport) throw new HttpError(404, 'weather.airportUnknown');
    return airport;
  }
}

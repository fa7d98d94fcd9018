// The community calls of the device detail page, the public devices table, the rankings, the
// siting advisor and the ADS-B coverage rate: thin handlers over device.detail.ts, community.ts,
// ranking.repo.ts, siting.ts and adsb-coverage.ts. Reads are public (public devices only);
// `scope=my` needs a session.
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import {
  adsbCoverageQuerySchema,
  adsbCoverageSchema,
  airportRankQuerySchema,
  airportRankSchema,
  coverageQuerySchema,
  coverageSchema,
  deviceAllPageSchema,
  deviceAllQuerySchema,
  deviceFlightsQuerySchema,
  deviceFlightsSchema,
  deviceIdQuerySchema,
  deviceInfoSchema,
  deviceLiveFlightSchema,
  deviceRankQuerySchema,
  envelopeSchema,
  langQuerySchema,
  rankPageSchema,
  sitingQuerySchema,
  sitingSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { adsbCoverageService } from './adsb-coverage';
import { airportRank, devicesAll } from './community';
import {
  deviceCoverage,
  deviceFlights,
  deviceInfo,
  deviceLiveFlights,
  statusOf,
  type DetailDeps,
} from './device.detail';
import { maskName } from './cities';
import { readRankPage, rankText } from './ranking.repo';
import type { SitingService } from './siting';

export interface RankingRouteDeps extends DetailDeps {
  siting: SitingService;
  now: () => number;
}

const tags = ['devices: coverage and ranking'];

export async function registerRankingRoutes(api: App, deps: RankingRouteDeps): Promise<void> {
  await api.register(rateLimit, { global: false });
  const { now } = deps;
  api.get(
    API_V2_PATHS.deviceInfo,
    {
      schema: {
        summary: 'A public device: status, today, rank and city rank (spec §7 device info)',
        tags,
        querystring: deviceIdQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(deviceInfoSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await deviceInfo(deps, request.query.devId, request.accountSession?.userId, now()),
      ),
  );
  api.get(
    API_V2_PATHS.deviceCoverage,
    {
      schema: {
        summary: 'Coverage cells and polar outline of a device on a day (spec §7 ADS-B coverage)',
        tags,
        querystring: coverageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(coverageSchema) },
      },
    },
    async (request) => ok(request, await deviceCoverage(deps, request.query, now())),
  );
  api.get(
    API_V2_PATHS.deviceFlights,
    {
      schema: {
        summary:
          'Aircraft and recorded flights a device heard on a day (spec §7 flights of device)',
        tags,
        querystring: deviceFlightsQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(deviceFlightsSchema) },
      },
    },
    async (request) =>
      ok(request, await deviceFlights(deps, request.query.devId, request.query.date, now())),
  );
  api.get(
    API_V2_PATHS.deviceLiveFlights,
    {
      schema: {
        summary: 'Aircraft a device heard in the last minute (spec §7 live flights of device)',
        tags,
        querystring: deviceIdQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(z.array(deviceLiveFlightSchema)) },
      },
    },
    async (request) => ok(request, await deviceLiveFlights(deps, request.query.devId, now())),
  );
  api.get(
    API_V2_PATHS.deviceAll,
    {
      schema: {
        summary: 'Public devices with status, city and rank, paged, and all of them for the map',
        tags,
        querystring: deviceAllQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(deviceAllPageSchema) },
      },
    },
    async (request) =>
      ok(request, await devicesAll(deps, request.query, request.accountSession?.userId, now())),
  );
  api.get(
    API_V2_PATHS.deviceRank,
    {
      schema: {
        summary: '30-day ranking of devices by unique contribution (scope=my: signed in)',
        tags,
        querystring: deviceRankQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(rankPageSchema) },
      },
    },
    async (request) => {
      const { scope, page, size, search } = request.query;
      const userId = request.accountSession?.userId;
      if (scope === 'my' && userId === undefined)
        throw new HttpError(401, 'coverage.mineOnlySignedIn');
      const result = await readRankPage(deps.db, {
        page,
        size,
        search,
        ownerUserId: scope === 'my' ? userId : undefined,
      });
      const at = now();
      return ok(request, {
        day: result.day,
        total: result.total,
        rows: result.rows.map((row) => ({
          devId: row.devId,
          alias: row.alias,
          city: row.cityEn ? { en: row.cityEn, zh: row.cityZh } : null,
          owner: row.ownerUserId === null ? null : maskName(row.ownerName),
          online: statusOf(row, deps.registry, at).online,
          rank: rankText(row.rank),
          change: row.prevRank === null ? null : row.prevRank - row.rank,
          cityRank: row.cityRank === null ? null : rankText(row.cityRank),
          cityChange:
            row.prevCityRank === null || row.cityRank === null
              ? null
              : row.prevCityRank - row.cityRank,
          score: row.score,
          uniquePositions: row.uniquePositions,
          uniqueCells: row.uniqueCells,
          uptimeHours: Math.round(row.onlineSeconds / 360) / 10,
          mine: userId !== undefined && row.ownerUserId === userId,
        })),
      });
    },
  );
  api.get(
    API_V2_PATHS.deviceAirportRank,
    {
      schema: {
        summary: 'Devices that best cover an airport’s arrivals and departures (30 days)',
        tags,
        querystring: airportRankQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(airportRankSchema) },
      },
    },
    async (request) => ok(request, await airportRank(deps, request.query.code, now())),
  );
  const adsbCoverage = adsbCoverageService(deps);
  api.get(
    API_V2_PATHS.adsbCoverageRate,
    {
      schema: {
        summary: 'The community’s ADS-B position coverage rate, receivers and covered area per day',
        tags,
        querystring: adsbCoverageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adsbCoverageSchema) },
      },
    },
    async (request) => ok(request, await adsbCoverage(request.query.days, now())),
  );
  // The advisor costs CPU (a few hundred ms): 20 a minute per address.
  const sitingLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };
  api.get(
    API_V2_PATHS.deviceSiting,
    {
      schema: {
        summary: 'Siting advisor: area and flights a receiver at a point would add',
        tags,
        querystring: sitingQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(sitingSchema) },
      },
      config: sitingLimit,
    },
    async (request) => ok(request, await deps.siting.advise(request.query)),
  );
  api.post(
    API_V2_PATHS.deviceSiting,
    {
      schema: {
        summary: 'Siting advisor (the same, with a JSON body)',
        tags,
        querystring: langQuerySchema,
        body: sitingQuerySchema,
        response: { 200: envelopeSchema(sitingSchema) },
      },
      config: sitingLimit,
    },
    async (request) => ok(request, await deps.siting.advise(request.body)),
  );
}

// Playback calls under /api/v2 (paths and answers documented in
// packages/contracts/src/schemas/playback/): validate, apply the login rule, call, present.
import type { FastifyRequest } from 'fastify';
import {
  aircraftPlaybackQuerySchema,
  aircraftPlaybackSchema,
  airportPlaybackQuerySchema,
  airportPlaybackSliceSchema,
  areaPlaybackQuerySchema,
  envelopeSchema,
  exportFlightNumberQuerySchema,
  exportFullPathQuerySchema,
  flightHistoryDetailQuerySchema,
  flightHistoryDetailSchema,
  flightNumberHistoryQuerySchema,
  flightPlaybackQuerySchema,
  flightPlaybackSchema,
  historyFlightSchema,
  historySearchSchema,
  livePlaybackQuerySchema,
  livePlaybackSchema,
  multiPlaybackQuerySchema,
  multiPlaybackSchema,
  playbackSliceSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { requireUser } from '../http/guards';
import { HttpError } from '../http/errors';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { HistoryService } from './history.service';
import { attachment, toFlightNumberCsv, toGpx, toKml, toPathCsv } from './playback.export';
import type { PlaybackService } from './playback.service';
import { airportSlice, areaSlice } from './playback.slices';
import { TrackFileService } from './track-files.service';

export interface PlaybackRouteDeps {
  playback: PlaybackService;
  history: HistoryService;
  /** Spec §6 and FLIGHT_DETAIL_REQUIRES_LOGIN: playback needs a signed-in user. */
  requiresLogin: boolean;
  db: Parameters<typeof airportSlice>[0]['db'];
}

const tags = ['playback'];

export function registerPlaybackRoutes(api: App, deps: PlaybackRouteDeps): void {
  const authorise = (request: FastifyRequest) => {
    if (deps.requiresLogin) requireUser(request);
  };
  const sliceDeps = {
    db: deps.db,
    directory: deps.playback.directory,
    recorder: deps.playback.recorder,
  };
  const trackFiles = new TrackFileService({ db: deps.db, playback: deps.playback });

  api.get(
    API_V2_PATHS.playbackFlight,
    {
      schema: {
        summary: 'One recorded flight: by flightId, dynamicId, or fnum/anum/org/dst + departure',
        tags,
        querystring: flightPlaybackQuerySchema,
        response: { 200: envelopeSchema(flightPlaybackSchema) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await deps.playback.flight(request.query));
    },
  );

  api.get(
    API_V2_PATHS.playbackAircraft,
    {
      schema: {
        summary: 'One aircraft (registration or ICAO hex) between two times',
        tags,
        querystring: aircraftPlaybackQuerySchema,
        response: { 200: envelopeSchema(aircraftPlaybackSchema) },
      },
    },
    async (request) => {
      authorise(request);
      const q = request.query;
      return ok(request, await deps.playback.aircraft(q.anum, q.startTime, q.endTime));
    },
  );

  api.get(
    API_V2_PATHS.playbackLive,
    {
      schema: {
        summary: 'What to replay for a live aircraft: its current flight and its previous one',
        tags,
        querystring: livePlaybackQuerySchema,
        response: { 200: envelopeSchema(livePlaybackSchema) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await deps.playback.live(request.query.icao));
    },
  );

  api.get(
    API_V2_PATHS.playbackMulti,
    {
      schema: {
        summary: 'Several recorded flights on one clock',
        tags,
        querystring: multiPlaybackQuerySchema,
        response: { 200: envelopeSchema(multiPlaybackSchema) },
      },
    },
    async (request) => {
      authorise(request);
      const q = request.query;
      return ok(request, await deps.playback.multi(q.ids, q.startTime, q.endTime));
    },
  );

  api.get(
    API_V2_PATHS.playbackAirport,
    {
      schema: {
        summary: 'Departures, arrivals and overflights of an airport, one 5-minute slice per call',
        tags,
        querystring: airportPlaybackQuerySchema,
        response: { 200: envelopeSchema(airportPlaybackSliceSchema) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await airportSlice(sliceDeps, request.query));
    },
  );

  api.get(
    API_V2_PATHS.playbackArea,
    {
      schema: {
        summary: 'Every flight inside a map view, one 5-minute slice per call',
        tags,
        querystring: areaPlaybackQuerySchema,
        response: { 200: envelopeSchema(playbackSliceSchema) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await areaSlice(sliceDeps, request.query));
    },
  );

  api.post(
    API_V2_PATHS.historySearch,
    {
      schema: {
        summary: 'Past flights of one local day (yyyyMMdd, time-zone offset in seconds)',
        tags,
        body: historySearchSchema,
        response: { 200: envelopeSchema(z.array(historyFlightSchema)) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await deps.history.search(request.body));
    },
  );

  api.get(
    API_V2_PATHS.flightNumberHistory,
    {
      schema: {
        summary: "A flight number's recorded past flights, newest first",
        tags,
        querystring: flightNumberHistoryQuerySchema,
        response: { 200: envelopeSchema(z.array(historyFlightSchema)) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await deps.history.flightNumberHistory(request.query.fnum));
    },
  );

  api.get(
    API_V2_PATHS.flightHistoryDetail,
    {
      schema: {
        summary: "One past flight's info and figures",
        tags,
        querystring: flightHistoryDetailQuerySchema,
        response: { 200: envelopeSchema(flightHistoryDetailSchema) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await deps.history.detail(request.query));
    },
  );

  api.get(
    API_V2_PATHS.exportFullPath,
    {
      schema: {
        summary:
          "A flight's full path, or one track file, as KML, GPX or CSV (token query accepted)",
        tags,
        querystring: exportFullPathQuerySchema,
      },
    },
    async (request, reply) => {
      authorise(request);
      const q = request.query;
      if (q.flightId === undefined && !q.dynamicId && !q.file_name) {
        throw new HttpError(400, 'playback.flightNotGiven');
      }
      const playback = q.file_name
        ? await trackFiles.playbackOf(q.file_name)
        : await deps.playback.flight(
            q.flightId !== undefined ? { flightId: q.flightId } : { dynamicId: q.dynamicId },
          );
      const file =
        q.format === 'gpx'
          ? toGpx(playback)
          : q.format === 'csv'
            ? toPathCsv(playback)
            : toKml(playback);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .send(file.body);
    },
  );

  api.get(
    API_V2_PATHS.exportFlightNumber,
    {
      schema: {
        summary: "A flight number's past flights as CSV (token query accepted)",
        tags,
        querystring: exportFlightNumberQuerySchema,
      },
    },
    async (request, reply) => {
      authorise(request);
      const fnum = request.query.fnum;
      const file = toFlightNumberCsv(fnum, await deps.history.flightNumberHistory(fnum));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .send(file.body);
    },
  );
}

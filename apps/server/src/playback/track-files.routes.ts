// Track-file calls of the realtime host (spec §7), at the host root beside /adsb/socket.io/api
// (packages/contracts/src/schemas/playback/): validate, apply the login rule, call, present.
import {
  envelopeSchema,
  trackFileDetailQuerySchema,
  trackFileDetailSchema,
  trackFileListSchema,
  trackFileLookupSchema,
  ADSB_FULL_PATHS,
} from '@skytrace/contracts';
import { requireUser } from '../http/guards';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { PlaybackRouteDeps } from './playback.routes';
import { TrackFileService } from './track-files.service';

const tags = ['playback'];

export function registerTrackFileRoutes(app: App, deps: PlaybackRouteDeps): void {
  const files = new TrackFileService({ db: deps.db, playback: deps.playback });
  const authorise = (request: Parameters<typeof requireUser>[0]) => {
    if (deps.requiresLogin) requireUser(request);
  };

  app.post(
    ADSB_FULL_PATHS.trackFileLookup,
    {
      schema: {
        summary: 'Track files passing through a box in a time range, newest first, paged',
        tags,
        body: trackFileLookupSchema,
        response: { 200: envelopeSchema(trackFileListSchema) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await files.lookup(request.body));
    },
  );

  app.get(
    ADSB_FULL_PATHS.trackFileDetail,
    {
      schema: {
        summary: "One track file's points (file_name from a lookup)",
        tags,
        querystring: trackFileDetailQuerySchema,
        response: { 200: envelopeSchema(trackFileDetailSchema) },
      },
    },
    async (request) => {
      authorise(request);
      return ok(request, await files.detail(request.query.file_name));
    },
  );
}

// `POST /adsb/weather/reports`: an administrator pastes METAR/TAF text (permission
// `bms:weather`). All or nothing: one bad report refuses the text with its line number.
import {
  envelopeSchema,
  langQuerySchema,
  weatherUploadResultSchema,
  weatherUploadSchema,
  ADSB_PATHS,
  WEATHER_PERMISSION,
} from '@skytrace/contracts';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { WeatherService } from './weather.service';

export async function registerWeatherAdminRoutes(
  app: App,
  deps: { db: Db; weather: WeatherService },
): Promise<void> {
  await registerAdminScope(app, deps.db);
  app.post(
    ADSB_PATHS.weatherReports,
    {
      schema: {
        summary: 'Stores pasted METAR/TAF reports (one a line); a bad one refuses them all',
        tags: ['back office: weather'],
        security: [{ bearer: [] }],
        querystring: langQuerySchema,
        body: weatherUploadSchema,
        response: { 200: envelopeSchema(weatherUploadResultSchema) },
      },
      config: { permission: WEATHER_PERMISSION, action: 'weather.upload' },
    },
    async (request) => {
      const result = await deps.weather.ingest(request.body.text, 'admin', true);
      recordAdminAction(request, {
        target: `weather ${result.stations.join(' ').slice(0, 200)}`,
        after: result,
      });
      return ok(request, result);
    },
  );
}

// The tracker's weather calls (spec §7): `POST /business/airport/fweather`,
// `GET /business/weather/weatherHistory`, `airportReal`, `chinaRadar` and `GET /index/satellite`.
// Weather is public like the map itself; the database calls are rate limited per address.
import {
  airportRealSchema,
  airportWeatherQuerySchema,
  airportWeatherSchema,
  envelopeSchema,
  langQuerySchema,
  weatherHistoryQuerySchema,
  weatherHistorySchema,
  weatherTilesSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { WeatherService } from './weather.service';

const tags = ['weather'];
const perAddress = { rateLimit: { max: 120, timeWindow: 60_000 } };

export function registerWeatherRoutes(api: App, weather: WeatherService): void {
  api.post(
    API_V2_PATHS.airportWeather,
    {
      config: perAddress,
      schema: {
        summary: "An airport's current conditions: latest decoded METAR and TAF",
        tags,
        querystring: langQuerySchema,
        body: airportWeatherQuerySchema,
        response: { 200: envelopeSchema(airportWeatherSchema) },
      },
    },
    async (request) => ok(request, await weather.current(request.body.code)),
  );
  api.get(
    API_V2_PATHS.weatherHistory,
    {
      config: perAddress,
      schema: {
        summary: "An airport's METARs between startTime and endTime (unix seconds, ≤ 3 days)",
        tags,
        querystring: weatherHistoryQuerySchema.and(langQuerySchema),
        response: { 200: envelopeSchema(weatherHistorySchema) },
      },
    },
    async (request) => {
      const { code, startTime, endTime } = request.query;
      return ok(request, await weather.history(code, startTime, endTime));
    },
  );
  api.get(
    API_V2_PATHS.weatherAirportReal,
    {
      schema: {
        summary: 'Every airport with a METAR of the last 3 hours and its flight category',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(airportRealSchema) },
      },
    },
    async (request) => ok(request, await weather.airportReal()),
  );
  api.get(
    API_V2_PATHS.weatherRadar,
    {
      schema: {
        summary: 'Weather radar layer: tile URL template and frame times (MAP_SOURCES.weather)',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(weatherTilesSchema) },
      },
    },
    (request) => ok(request, weather.tiles('weather')),
  );
  api.get(
    API_V2_PATHS.weatherSatellite,
    {
      schema: {
        summary: 'Cloud (satellite) layer: tile URL template and frame times (MAP_SOURCES.cloud)',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(weatherTilesSchema) },
      },
    },
    (request) => ok(request, weather.tiles('cloud')),
  );
}

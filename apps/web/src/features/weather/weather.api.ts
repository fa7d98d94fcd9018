// The weather calls of spec §7 (issue 19): an airport's current conditions, its history, every
// airport's flight category, and the radar and cloud layers' sources.
import {
  API_V2_PATHS,
  type AirportReal,
  type AirportWeather,
  type WeatherHistory,
  type WeatherTiles,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError, type QueryValue } from '../../api/http';

async function get<T>(path: string, query: Record<string, QueryValue>, signal?: AbortSignal) {
  const envelope = await http.get<T>(path, { query, signal });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const weatherApi = {
  current: async (code: string, signal?: AbortSignal): Promise<AirportWeather> => {
    const envelope = await http.post<AirportWeather>(
      API_V2_PATHS.airportWeather,
      { code },
      { signal },
    );
    if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
    return envelope.data;
  },
  history: (code: string, startTime: number, endTime: number, signal?: AbortSignal) =>
    get<WeatherHistory>(API_V2_PATHS.weatherHistory, { code, startTime, endTime }, signal),
  categories: (signal?: AbortSignal) =>
    get<AirportReal>(API_V2_PATHS.weatherAirportReal, {}, signal),
  radar: (signal?: AbortSignal) => get<WeatherTiles>(API_V2_PATHS.weatherRadar, {}, signal),
  satellite: (signal?: AbortSignal) => get<WeatherTiles>(API_V2_PATHS.weatherSatellite, {}, signal),
};

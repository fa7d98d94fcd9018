// `GET /index/country`: the States of the ICAO address allocation, named in both languages by
// the runtime's ICU data (Intl.DisplayNames, so no list of names to maintain), each with the
// live aircraft registered there and the community's receivers located there (counted by the
// ranking domain, handed in by the composition root). Counting walks the live table and the
// device list, so an answer is kept 30 s.
import {
  countriesQuerySchema,
  countriesSchema,
  envelopeSchema,
  API_V2_PATHS,
  type Country,
} from '@skytrace/contracts';
import { addressCountries, countryOfAddress } from '../flights/icao-country';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import type { LiveTable } from '../live/live.table';

const COUNT_SECONDS = 30;

const zhNames = new Intl.DisplayNames(['zh-Hans'], { type: 'region', fallback: 'none' });
const enNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Receivers located in a country, and how many of them are online. */
export interface ReceiversInCountry {
  receivers: number;
  online: number;
}

/** Receivers per ISO country code at `now` (seconds). */
export type ReceiversByCountry = (now: number) => Promise<ReadonlyMap<string, ReceiversInCountry>>;

/** The countries with their live aircraft and receivers, busiest first then by code. */
export function listCountries(
  counts: ReadonlyMap<string, number>,
  language: 'zh' | 'en',
  receivers: ReadonlyMap<string, ReceiversInCountry> = new Map(),
): Country[] {
  return addressCountries()
    .map((country) => {
      const nameEn = enNames.of(country.code) ?? country.name;
      const nameZh = zhNames.of(country.code) ?? nameEn;
      return {
        code: country.code,
        name: language === 'zh' ? nameZh : nameEn,
        nameZh,
        nameEn,
        aircraft: counts.get(country.code) ?? 0,
        receivers: receivers.get(country.code)?.receivers ?? 0,
        receiversOnline: receivers.get(country.code)?.online ?? 0,
      };
    })
    .sort((a, b) => b.aircraft - a.aircraft || a.code.localeCompare(b.code));
}

/** Live aircraft per allocating State (ISO code). */
export function countLiveByCountry(liveTable: LiveTable): Map<string, number> {
  const counts = new Map<string, number>();
  for (const icao of liveTable.aircraft.keys()) {
    const code = countryOfAddress(icao)?.code;
    if (code !== undefined) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

export function registerCountryRoutes(
  api: App,
  liveTable: LiveTable,
  receiversByCountry?: ReceiversByCountry,
  now: () => number = () => Date.now() / 1000,
): void {
  let counted:
    | {
        at: number;
        counts: Map<string, number>;
        receivers: ReadonlyMap<string, ReceiversInCountry>;
      }
    | undefined;
  api.get(
    API_V2_PATHS.countries,
    {
      schema: {
        summary:
          'Countries (ICAO address States) in zh and en, with their live aircraft and receivers',
        tags: ['tracker'],
        querystring: countriesQuerySchema,
        response: { 200: envelopeSchema(countriesSchema) },
      },
    },
    async (request) => {
      const at = now();
      if (counted === undefined || at - counted.at >= COUNT_SECONDS)
        counted = {
          at,
          counts: countLiveByCountry(liveTable),
          receivers: receiversByCountry ? await receiversByCountry(at) : new Map(),
        };
      return ok(
        request,
        listCountries(counted.counts, requestLanguage(request), counted.receivers),
      );
    },
  );
}

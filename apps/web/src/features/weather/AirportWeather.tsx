import type { AirportWeather as Weather, Metar } from '@skytrace/contracts';
import { Button, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { useDisplaySettings } from '../../settings/display-settings.store';
import { flightTime } from '../../settings/unit.format';
import { CATEGORY_COLOURS } from './category';
import { phenomenonText } from './phenomena';
import { weatherApi } from './weather.api';
import { cloudsText, heightText, visibilityText, windText } from './weather.format';
import './weather.css';

const WeatherHistoryChart = lazy(() => import('./WeatherHistoryChart'));
const DAY_SECONDS = 86_400;

/**
 * An airport's current weather (issue 19): the latest METAR decoded in the user's units and
 * language, its raw text and the TAF on demand, and a 24-hour history chart. `code` is an ICAO
 * or IATA code; the airport page and the map's airport popup show it.
 */
export function AirportWeather(props: { code: string; now?: () => number }) {
  const { t, i18n } = useTranslation();
  const loaded = useLoad((signal) => weatherApi.current(props.code, signal), props.code);
  if (loaded.error !== undefined) {
    return (
      <div className="airport-weather airport-weather--failed" role="alert">
        {failureText(loaded.error, t('weather.failed'))}
      </div>
    );
  }
  if (!loaded.data) {
    return (
      <div className="airport-weather" aria-busy="true">
        <Spin size="small" /> {t('weather.loading')}
      </div>
    );
  }
  return <WeatherCard weather={loaded.data} language={i18n.language} now={props.now} />;
}

function WeatherCard(props: { weather: Weather; language: string; now?: () => number }) {
  const { t } = useTranslation();
  const { weather, language } = props;
  const { metar, taf } = weather;
  const settings = useDisplaySettings();
  const [history, setHistory] = useState(false);
  const zone = settings.timeZoneUnit;
  const time = (iso: string) =>
    t(`tracker.units.${flightTime(Date.parse(iso) / 1000, zone, language).key}`, {
      value: flightTime(Date.parse(iso) / 1000, zone, language).value,
    });
  return (
    <section
      className="airport-weather"
      aria-label={t('weather.title')}
      data-testid="airport-weather"
    >
      <header className="airport-weather__header">
        <strong>
          {t('weather.title')} · {weather.icao}
        </strong>
        {metar && (
          <Tag
            color={CATEGORY_COLOURS[metar.flightCategory]}
            data-testid="weather-category"
            data-category={metar.flightCategory}
          >
            {t(`weather.category.${metar.flightCategory}`)}
          </Tag>
        )}
      </header>
      {metar ? (
        <Facts metar={metar} language={language} time={time} />
      ) : (
        <p className="airport-weather__none">{t('weather.none')}</p>
      )}
      {metar && (
        <details className="airport-weather__raw">
          <summary>{t('weather.raw')}</summary>
          <code>{metar.raw}</code>
        </details>
      )}
      {taf && (
        <details className="airport-weather__raw">
          <summary>{t('weather.taf')}</summary>
          {taf.validFrom && taf.validTo && (
            <p>{t('weather.tafValidity', { from: time(taf.validFrom), to: time(taf.validTo) })}</p>
          )}
          <code>{taf.raw}</code>
        </details>
      )}
      {metar && (
        <Button
          size="small"
          type="link"
          onClick={() => setHistory(!history)}
          aria-expanded={history}
        >
          {t('weather.history')}
        </Button>
      )}
      {history && metar && (
        <History code={weather.icao} end={Math.floor(Date.parse(metar.observedAt) / 1000) + 60} />
      )}
    </section>
  );
}

function Facts(props: { metar: Metar; language: string; time: (iso: string) => string }) {
  const { t } = useTranslation();
  const { metar, language } = props;
  const heightUnit = useDisplaySettings((state) => state.heightUnit);
  const speedUnit = useDisplaySettings((state) => state.speedUnit);
  const celsius = (value: number | null) =>
    value === null ? null : t('weather.celsius', { value });
  const rows: [string, string | null][] = [
    [t('weather.observed'), props.time(metar.observedAt)],
    [t('weather.wind'), windText(metar.wind, speedUnit, t, language)],
    [t('weather.visibility'), metar.cavok ? 'CAVOK' : visibilityText(metar, t, language)],
    [
      t('weather.phenomena'),
      metar.weather.length
        ? metar.weather.map((code) => phenomenonText(code, t, language)).join(', ')
        : null,
    ],
    [t('weather.clouds'), cloudsText(metar, heightUnit, t, language)],
    [t('weather.temperature'), celsius(metar.temperatureC)],
    [t('weather.dewPoint'), celsius(metar.dewPointC)],
    [t('weather.qnh'), metar.qnhHpa === null ? null : t('weather.hpa', { value: metar.qnhHpa })],
    [
      t('weather.rvr'),
      metar.rvr.length
        ? metar.rvr
            .map((r) =>
              t('weather.rvrValue', {
                runway: r.runway,
                value: heightText(r.minM * 3.28084, heightUnit, t, language),
              }),
            )
            .join(', ')
        : null,
    ],
    [t('weather.trend'), metar.trend],
  ];
  return (
    <dl className="airport-weather__facts">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([term, value]) => (
          <div key={term} className="airport-weather__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function History(props: { code: string; end: number }) {
  const { t } = useTranslation();
  const start = props.end - DAY_SECONDS;
  const loaded = useLoad(
    (signal) => weatherApi.history(props.code, start, props.end, signal),
    `${props.code}:${props.end}`,
  );
  if (loaded.error !== undefined) {
    return <p role="alert">{failureText(loaded.error, t('weather.failed'))}</p>;
  }
  if (!loaded.data) return <Spin size="small" />;
  if (loaded.data.reports.length === 0) return <p>{t('weather.historyEmpty')}</p>;
  return (
    <Suspense fallback={<Spin size="small" />}>
      <WeatherHistoryChart reports={loaded.data.reports} />
    </Suspense>
  );
}

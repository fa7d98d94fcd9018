// Airport weather (issue 19 item 4): the decoded METAR/TAF card with its history chart, the
// map's flight-category colouring and legend, and the radar and cloud frame times. The card is
// loaded lazily (it brings antd parts; its chart brings ECharts).
import { createElement, lazy, Suspense } from 'react';
import type { Root } from 'react-dom/client';

const LazyAirportWeather = lazy(async () => ({
  default: (await import('./AirportWeather')).AirportWeather,
}));

/** The weather card of an airport by ICAO or IATA code (the airport page shows it too). */
export function AirportWeather(props: { code: string }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyAirportWeather, props));
}

/**
 * Renders the card into a DOM node outside React's tree (the map's airport popup); `wrap`
 * supplies the app's providers (theme, i18n). Returns the root to unmount with the popup.
 */
export async function mountAirportWeather(
  node: HTMLElement,
  code: string,
  wrap: (child: React.ReactNode) => React.ReactNode = (child) => child,
): Promise<Root> {
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(node);
  root.render(wrap(createElement(AirportWeather, { code })));
  return root;
}

export { WeatherOverlay } from './weather-overlay';
export { CATEGORY_COLOURS } from './category';

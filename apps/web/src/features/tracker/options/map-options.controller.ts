import {
  ADSB_PATHS,
  ADSB_ROOT,
  API_V2_PATHS,
  type AirportHit,
  type ObservedRoute,
  type ObservedRoutes,
  type RouteSet,
} from '@skytrace/contracts';
import { http } from '../../../session/api-client';
import { currentLanguage, i18n } from '../../../i18n';
import type { OfflineBaseMap } from '../../../map/layers/base.layer';
import { AirportsLayer } from '../../../map/layers/airports.layer';
import { DayNightLayer } from '../../../map/layers/daynight.layer';
import { DevicesLayer } from '../../../map/layers/devices.layer';
import { RasterLayers } from '../../../map/layers/raster.layer';
import { RoutesLayer } from '../../../map/layers/routes.layer';
import { WeatherFramesLayer } from '../../../map/layers/weather-frames.layer';
import { baseTileChoice, OVERLAYS } from '../../../map/layers/tile-source';
import { MAP_THEMES } from '../../../map/map.theme';
import { createAttributionControl, createPopup, type MapLibreMap } from '../../../map/radar.map';
import { keepPopupInView } from '../../../map/popup-fit';
import { refreshDeviceList, useDevicesStore } from '../../../session/devices.store';
import { loadSiteConfig, useSiteConfig } from '../../../session/site-config.store';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { airportPlaybackPath } from '../../playback';
import { mountAirportWeather, WeatherOverlay } from '../../weather';
import { flightTime } from '../../../settings/unit.format';
import { airportPopup, devicePopup } from './map-popups';
import { useAirportPanel } from '../airport-panel.store';
import { WaitAreasController } from './wait-areas.controller';

// Connects the map options (display settings store, site config, UI language) to the map's own
// layers, outside React: a change of setting repaints the map without a render. One instance per
// map, created when the map has loaded (TrackerMap).

// Layer ids of the live aircraft (aircraft.layer and its benchmark peer) hidden by "live flights".
const AIRCRAFT_LAYERS = ['aircraft-halo', 'aircraft', 'aircraft-geojson-halo', 'aircraft-geojson'];

export interface MapOptionsHandle {
  destroy: () => void;
}

/**
 * Draws the option layers on `map` and keeps them and the radar's base map (`base`, loaded by
 * the radar core) in step with the settings; `navigate` opens a page of the app from a popup's
 * link.
 */
export function attachMapOptions(
  map: MapLibreMap,
  base: OfflineBaseMap,
  navigate: (path: string) => void,
): MapOptionsHandle {
  const rasters = new RasterLayers(map);
  const dayNight = new DayNightLayer(map);
  const popup = createPopup();
  const showPopup = (content: HTMLElement, at: [number, number]) => {
    popup.setLngLat(at).setDOMContent(content).addTo(map);
    popup
      .getElement()
      .querySelector('.maplibregl-popup-close-button')
      ?.setAttribute('aria-label', i18n.t('mapOptions.closePopup'));
    keepPopupInView(map, popup);
  };
  const airports = new AirportsLayer(map, {
    fetchAirports: async (query, signal) =>
      (await http.get<AirportHit[]>(API_V2_PATHS.airportRange, { query: { ...query }, signal }))
        .data,
    onClick: (airport, at) => {
      const playback = {
        href: airportPlaybackPath(airport.ICAO, Date.now()),
        open: (path: string) => {
          popup.remove();
          navigate(path);
        },
      };
      const panel = {
        open: () => {
          popup.remove();
          useAirportPanel.getState().open(airport.IATA ?? airport.ICAO);
        },
      };
      const content = airportPopup(airport, currentLanguage(), i18n.t, playback, panel);
      // The airport's weather card (issue 19), a React root inside the popup until it closes.
      const weatherNode = document.createElement('div');
      weatherNode.className = 'map-popup__weather';
      content.append(weatherNode);
      showPopup(content, at);
      void mountAirportWeather(weatherNode, airport.ICAO).then((root) => {
        if (!weatherNode.isConnected) root.unmount();
        else popup.once('close', () => root.unmount());
      });
    },
  });
  // Radar and cloud imagery as frame series (issue 19), stepped from the weather legend.
  const weatherFrames = {
    weather: new WeatherFramesLayer(map, 'weather'),
    cloud: new WeatherFramesLayer(map, 'cloud'),
  };
  const weather = new WeatherOverlay(map.getContainer(), {
    setCategories: (colours) => airports.setCategories(colours),
    setFrames: (kind, tiles, index) => weatherFrames[kind].setFrames(tiles, index),
    showFrame: (kind, index) => weatherFrames[kind].show(index),
    t: i18n.t,
    formatTime: (iso) => {
      const measure = flightTime(
        Date.parse(iso) / 1000,
        useDisplaySettings.getState().timeZoneUnit,
        currentLanguage(),
        { withDate: false },
      );
      return i18n.t(`tracker.units.${measure.key}`, { value: measure.value });
    },
  });
  const devices = new DevicesLayer(map, {
    onClick: (device, at) =>
      showPopup(
        devicePopup(device, i18n.t, (n) => n.toLocaleString(currentLanguage())),
        at,
      ),
  });
  // Observed routes: fetched once a set is first switched on (a few dozen routes, no bbox).
  const routeLabel = (route: ObservedRoute) => {
    const zh = currentLanguage() === 'zh';
    const city = (end: ObservedRoute['from']) =>
      (zh ? (end.cityZh ?? end.nameZh) : end.city) ?? end.name;
    return i18n.t('mapOptions.routes.label', {
      from: city(route.from),
      to: city(route.to),
      perDay: route.flightsPerDay.toLocaleString(currentLanguage()),
    });
  };
  const routeLayers: Record<RouteSet, RoutesLayer> = {
    domestic: new RoutesLayer(map, 'domestic', routeLabel),
    sea: new RoutesLayer(map, 'sea', routeLabel),
  };
  const routesLoaded = new Set<RouteSet>();
  const loadRoutes = (set: RouteSet) => {
    if (routesLoaded.has(set)) return;
    routesLoaded.add(set);
    const request =
      set === 'domestic'
        ? http.get<ObservedRoutes>(ADSB_PATHS.domesticRoutes, { root: ADSB_ROOT })
        : http.get<ObservedRoutes>(API_V2_PATHS.seaRoutes);
    request
      .then((envelope) => routeLayers[set].setRoutes(envelope.data.routes))
      // The client has shown the translated failure; a later switch-on asks again.
      .catch(() => routesLoaded.delete(set));
  };
  const waitAreas = new WaitAreasController(map);
  const attribution = createAttributionControl();
  map.addControl(attribution, 'bottom-right');

  void loadSiteConfig();

  /** Base tiles depend on the view too (spec §9 rule): re-chosen after every move. */
  const applyTiles = () => {
    const settings = useDisplaySettings.getState();
    const center = map.getCenter();
    const choice = baseTileChoice(settings.baseMap, useSiteConfig.getState().mapSources, {
      zoom: map.getZoom(),
      center: [center.lng, center.lat],
      language: currentLanguage(),
    });
    base.setVisible(!rasters.setBase(choice));
    rasters.setBrightness(settings.brightness);
  };

  const apply = () => {
    const settings = useDisplaySettings.getState();
    const layers = new Set(settings.layers);
    const theme = MAP_THEMES[settings.mapStyle];
    const language = currentLanguage();
    base.setTheme(theme, settings.brightness);
    applyTiles();
    // Radar and cloud are the weather overlay's frame layers, not single rasters.
    rasters.setOverlays(
      OVERLAYS.filter((kind) => layers.has(kind) && kind !== 'weather' && kind !== 'cloud'),
      useSiteConfig.getState().mapSources,
    );
    dayNight.setTheme(theme);
    dayNight.setEnabled(layers.has('dayNight'));
    airports.setTheme(theme);
    airports.setLanguage(language);
    // The weather colouring needs the airport dots, with or without their labels' option.
    airports.setEnabled(layers.has('airportLabels') || layers.has('airportWeather'));
    weather.update({
      categories: layers.has('airportWeather'),
      radar: layers.has('weather') && 'weather' in useSiteConfig.getState().mapSources,
      cloud: layers.has('cloud') && 'cloud' in useSiteConfig.getState().mapSources,
    });
    weather.render();
    base.setAirportsShown(!layers.has('airportLabels'));
    devices.setTheme(theme);
    devices.setEnabled(layers.has('devices'));
    for (const [set, layer] of [
      ['domestic', 'domesticRoutes'],
      ['sea', 'seaRoutes'],
    ] as const) {
      routeLayers[set].setEnabled(layers.has(layer));
      if (layers.has(layer)) loadRoutes(set);
      routeLayers[set].relabel();
    }
    waitAreas.setEnabled(layers.has('waitAreas'));
    waitAreas.render();
    // Visitors have no device list until they ask for it (the session loads it at sign-in).
    if (layers.has('devices') && !useDevicesStore.getState().loaded) void refreshDeviceList();
    for (const id of AIRCRAFT_LAYERS) {
      if (map.getLayer(id)) {
        map.setLayoutProperty(id, 'visibility', settings.liveFlights ? 'visible' : 'none');
      }
    }
  };

  const showDevices = () => devices.setDevices(useDevicesStore.getState().devices);
  apply();
  showDevices();
  const unsubscribe = [
    useDisplaySettings.subscribe(apply),
    useSiteConfig.subscribe(apply),
    useDevicesStore.subscribe(showDevices),
  ];
  i18n.on('languageChanged', apply);
  map.on('moveend', applyTiles);

  window.__skytraceMapOptions = {
    paint: (layer, property) =>
      map.getLayer(layer)
        ? map.getPaintProperty(layer, property as Parameters<MapLibreMap['getPaintProperty']>[1])
        : undefined,
    visible: (layer) =>
      map.getLayer(layer) !== undefined && map.getLayoutProperty(layer, 'visibility') !== 'none',
    airportCount: () => airports.count,
    moving: () => map.isMoving(),
    weatherColoured: () => weather.coloured,
    airportCodes: () => airports.list.map((airport) => airport.ICAO),
    airportCategory: (icao: string) => airports.categoryOf(icao),
    deviceCount: () => devices.count,
    routeCount: (set: RouteSet) => routeLayers[set].count,
    waitAreaCount: () => waitAreas.count,
    weatherFrames: (kind) => ({
      frames: weather.frames(kind === 'weather' ? 'radar' : 'cloud'),
      layers: weatherFrames[kind].layerIds,
      shown: weatherFrames[kind].shownIndex,
      loaded: weatherFrames[kind].loadedFrames,
    }),
    airportPoint: (code) => {
      const box = map.getContainer().getBoundingClientRect();
      // Only a point a click reaches: inside the map and not under a panel, button or legend.
      const reachable = (airport: (typeof airports.list)[number]): [number, number] | null => {
        const point = map.project([airport.lng, airport.lat]);
        const at: [number, number] = [box.left + point.x, box.top + point.y];
        const hit = document.elementFromPoint(at[0], at[1]);
        return hit === map.getCanvas() ? at : null;
      };
      if (code !== undefined) {
        const airport = airports.list.find((hit) => hit.ICAO === code || hit.IATA === code);
        if (airport === undefined) return null;
        const point = map.project([airport.lng, airport.lat]);
        return [box.left + point.x, box.top + point.y];
      }
      for (const airport of airports.list) {
        const at = reachable(airport);
        if (at !== null) return at;
      }
      return null;
    },
  };

  return {
    destroy: () => {
      for (const stop of unsubscribe) stop();
      i18n.off('languageChanged', apply);
      map.off('moveend', applyTiles);
      popup.remove();
      dayNight.destroy();
      airports.destroy();
      weather.destroy();
      weatherFrames.weather.clear();
      weatherFrames.cloud.clear();
      devices.destroy();
      routeLayers.domestic.destroy();
      routeLayers.sea.destroy();
      waitAreas.destroy();
      delete window.__skytraceMapOptions;
    },
  };
}

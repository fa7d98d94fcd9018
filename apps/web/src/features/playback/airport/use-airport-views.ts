import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Runway } from '@skytrace/contracts';
import type { MapLibreMap } from '../../../map/radar.map';
import { replaceQuery } from '../window-form';
import { RunwayLayer } from './runway.layer';
import {
  AIRPORT_POINT_ZOOM,
  flatCamera,
  OVERVIEW_ZOOM,
  runwayEndCamera,
  runwayEndOfSearch,
  runwayEndViews,
  type Camera,
  type RunwayEndView,
} from './runway-view';

const MOVE_MS = 1200;

/** The airport being played: its ICAO code and reference point. */
export interface ViewedAirport {
  ICAO: string;
  position: { lat: number; lng: number };
}

export interface AirportViews {
  ends: RunwayEndView[];
  /** The designator of the end the camera looks from (also `?rwy=` in the link), or null. */
  chosenEnd: string | null;
  showEnd: (ident: string) => void;
  showOverview: () => void;
  /** Airports without runway data: close in on the reference point, north up. */
  showAirportPoint: () => void;
}

function move(map: MapLibreMap, camera: Camera, duration = MOVE_MS): void {
  map.easeTo({ ...camera, duration });
}

/**
 * The views of airport playback on `map`: runways drawn, the overview, and a view from each
 * runway end (at the threshold, bearing = runway heading, tilted). The first airport of a link
 * opens at the link's runway end, else at the link's own view; a newly chosen airport opens at
 * its overview.
 */
export function useAirportViews(
  map: MapLibreMap | null,
  airport: ViewedAirport | null,
  runways: readonly Runway[] | undefined,
  linkHasView: boolean,
): AirportViews {
  const icao = airport?.ICAO ?? null;
  const lng = airport?.position.lng;
  const lat = airport?.position.lat;
  const ends = useMemo(() => runwayEndViews(runways ?? []), [runways]);
  const layer = useRef<RunwayLayer | null>(null);
  const viewed = useRef<string | null>(null);
  // The end chosen at an airport; the link's end belongs to the first airport shown.
  const [chosen, setChosen] = useState<{ icao: string | null; end: string | null }>(() => ({
    icao: null,
    end: runwayEndOfSearch(window.location.search),
  }));
  if (icao !== null && chosen.icao !== icao) {
    setChosen({ icao, end: chosen.icao === null ? chosen.end : null });
  }
  const chosenEnd = ends.some((end) => end.ident === chosen.end) ? chosen.end : null;

  const choose = useCallback(
    (end: string | null) => {
      setChosen({ icao, end });
      replaceQuery({ rwy: end });
    },
    [icao],
  );

  useEffect(() => {
    if (map === null) return;
    const created = new RunwayLayer(map);
    layer.current = created;
    window.__skytraceAirportView = {
      bearing: () => map.getBearing(),
      pitch: () => map.getPitch(),
      zoom: () => map.getZoom(),
      center: () => map.getCenter().toArray(),
      moving: () => map.isMoving(),
      end: () => runwayEndOfSearch(window.location.search),
    };
    return () => {
      created.destroy();
      layer.current = null;
      delete window.__skytraceAirportView;
    };
  }, [map]);

  useEffect(() => {
    layer.current?.set(runways ?? [], chosenEnd);
  }, [map, runways, chosenEnd]);

  useEffect(() => {
    if (map === null || icao === null || lng === undefined || lat === undefined) return;
    if (viewed.current === icao) return;
    const first = viewed.current === null;
    const linkEnd = first ? runwayEndOfSearch(window.location.search) : null;
    // A link's runway end needs the runways; wait for them (undefined: still loading).
    if (linkEnd !== null && runways === undefined) return;
    viewed.current = icao;
    const end = ends.find((view) => view.ident === linkEnd);
    if (end !== undefined) {
      move(map, runwayEndCamera(end), 0);
      return;
    }
    // A link's end this airport does not have is dropped from the address.
    if (linkEnd !== null) replaceQuery({ rwy: null });
    if (first && linkHasView) return;
    move(map, flatCamera({ lng, lat }, OVERVIEW_ZOOM));
  }, [map, icao, lng, lat, runways, ends, linkHasView]);

  const showEnd = useCallback(
    (ident: string) => {
      const end = ends.find((view) => view.ident === ident);
      if (map === null || end === undefined) return;
      choose(ident);
      move(map, runwayEndCamera(end));
    },
    [map, ends, choose],
  );

  const showFlat = useCallback(
    (zoom: number) => {
      if (map === null || lng === undefined || lat === undefined) return;
      choose(null);
      move(map, flatCamera({ lng, lat }, zoom));
    },
    [map, lng, lat, choose],
  );

  return {
    ends,
    chosenEnd,
    showEnd,
    showOverview: () => showFlat(OVERVIEW_ZOOM),
    showAirportPoint: () => showFlat(AIRPORT_POINT_ZOOM),
  };
}

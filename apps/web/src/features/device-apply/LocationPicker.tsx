import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineBaseMap } from '../../map/layers/base.layer';
import { createRadarMap, type MapLibreMap } from '../../map/radar.map';
import { createPickMarker } from './pick-marker';

/** China's middle at a zoom that shows the country; a picked point is shown closer. */
const CHINA_VIEW = { center: [104.2, 35.9] as const, zoom: 3.3 };
const PICKED_ZOOM = 11;

/**
 * The installation location, picked by a click (or tap) on the product's base map; the marker
 * can be dragged to refine it.
 */
export function LocationPicker(props: {
  value: { lon: number; lat: number } | null;
  onChange: (value: { lon: number; lat: number }) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<ReturnType<typeof createPickMarker> | null>(null);
  const onChange = useRef(props.onChange);
  const initial = useRef(props.value);
  useEffect(() => {
    onChange.current = props.onChange;
  });

  useEffect(() => {
    if (!container.current) return;
    const start = initial.current;
    const created = createRadarMap(
      container.current,
      start ? { center: [start.lon, start.lat], zoom: PICKED_ZOOM } : CHINA_VIEW,
    );
    map.current = created;
    const pin = createPickMarker((lon, lat) => onChange.current({ lon, lat }));
    marker.current = pin;
    if (start) pin.setLngLat([start.lon, start.lat]).addTo(created);
    created.on('click', (event) => {
      const { lng, lat } = event.lngLat;
      pin.setLngLat([lng, lat]).addTo(created);
      onChange.current({ lon: round(lng), lat: round(lat) });
    });
    let base: OfflineBaseMap | null = null;
    created.once('load', () => {
      base = new OfflineBaseMap(created);
      base
        .load()
        // Ready for a click (and a picture) once the land is drawn.
        .then(() =>
          created.once('idle', () => container.current?.setAttribute('data-ready', 'true')),
        )
        .catch((error: unknown) => console.error('base map', error));
    });
    return () => {
      base?.destroy();
      pin.remove();
      created.remove();
      map.current = null;
    };
  }, []);

  // A value set from outside (editing an application) moves the marker.
  useEffect(() => {
    const created = map.current;
    const pin = marker.current;
    if (!created || !pin || !props.value) return;
    pin.setLngLat([props.value.lon, props.value.lat]).addTo(created);
  }, [props.value]);

  return (
    <div className="field">
      <span className="field__label" id="kit-location-label">
        {t('kit.fields.location')}
      </span>
      <div
        ref={container}
        className="kit-map"
        data-testid="kit-location-map"
        role="application"
        aria-labelledby="kit-location-label"
        aria-invalid={props.error !== undefined}
      />
      <p className="kit-hint" data-testid="kit-location-value">
        {props.value
          ? t('kit.apply.picked', {
              lat: props.value.lat.toFixed(5),
              lon: props.value.lon.toFixed(5),
            })
          : `${t('kit.apply.mapHint')} ${t('kit.apply.noLocation')}`}
      </p>
      {props.error !== undefined && <span className="field__error">{props.error}</span>}
    </div>
  );
}

/** Five decimals: about a metre, more than a kit's placement needs. */
function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  availableBaseMaps,
  availableOverlays,
  type OverlayKind,
} from '../../../map/layers/tile-source';
import { MAP_THEMES } from '../../../map/map.theme';
import { useSiteConfig } from '../../../session/site-config.store';
import { MAP_STYLES, useDisplaySettings } from '../../../settings/display-settings.store';
import './map-options.css';

// The map options of spec §2: a button on the map opening a panel of map styles, base maps,
// layers, data layers and brightness. Everything is written to the display-settings store; the
// map follows through map-options.controller, never through this component.

/** The map options button and its panel (a full-width sheet on narrow screens). */
export function MapOptions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="map-options">
      <button
        ref={toggle}
        type="button"
        className="map-options__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('mapOptions.open')}
        title={t('mapOptions.open')}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 3 2 8l10 5 10-5-10-5Zm-7.6 8.8L2 13l10 5 10-5-2.4-1.2L12 15.6l-7.6-3.8Zm0 5L2 18l10 5 10-5-2.4-1.2L12 20.6l-7.6-3.8Z"
            fill="currentColor"
          />
        </svg>
      </button>
      {open && (
        <section id={panelId} className="map-options__panel" aria-label={t('mapOptions.title')}>
          <header className="map-options__header">
            <h2 className="map-options__title">{t('mapOptions.title')}</h2>
            <button
              type="button"
              className="map-options__close"
              aria-label={t('mapOptions.close')}
              onClick={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            >
              ×
            </button>
          </header>
          <StylePicker />
          <BaseMapPicker />
          <LayerSwitches />
          <BrightnessSlider />
        </section>
      )}
    </div>
  );
}

function StylePicker() {
  const { t } = useTranslation();
  const mapStyle = useDisplaySettings((state) => state.mapStyle);
  const update = useDisplaySettings((state) => state.update);
  return (
    <fieldset className="map-options__group">
      <legend className="map-options__legend">{t('mapOptions.styles.heading')}</legend>
      <div className="map-options__swatches">
        {MAP_STYLES.map((style) => {
          const theme = MAP_THEMES[style];
          return (
            <label
              key={style}
              className="map-options__swatch"
              title={t(`mapOptions.styles.${style}`)}
            >
              <input
                type="radio"
                name="map-style"
                value={style}
                checked={mapStyle === style}
                onChange={() => update({ mapStyle: style })}
              />
              <span
                className="map-options__swatch-colour"
                aria-hidden="true"
                style={{
                  background: `linear-gradient(135deg, ${theme.land} 0 48%, ${theme.coast} 48% 52%, ${theme.ocean} 52% 100%)`,
                }}
              />
              <span className="map-options__swatch-name">{t(`mapOptions.styles.${style}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function BaseMapPicker() {
  const { t } = useTranslation();
  const sources = useSiteConfig((state) => state.mapSources);
  const baseMap = useDisplaySettings((state) => state.baseMap);
  const update = useDisplaySettings((state) => state.update);
  const offered = availableBaseMaps(sources);
  // A stored choice whose source is gone falls back to the offline map (as the map itself does).
  const current = offered.includes(baseMap) ? baseMap : 'default';
  return (
    <fieldset className="map-options__group">
      <legend className="map-options__legend">{t('mapOptions.baseMaps.heading')}</legend>
      <div className="map-options__choices">
        {offered.map((kind) => (
          <label key={kind} className="map-options__choice">
            <input
              type="radio"
              name="base-map"
              value={kind}
              checked={current === kind}
              onChange={() => update({ baseMap: kind })}
            />
            {t(`mapOptions.baseMaps.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function LayerSwitches() {
  const { t } = useTranslation();
  const sources = useSiteConfig((state) => state.mapSources);
  const layers = useDisplaySettings((state) => state.layers);
  const liveFlights = useDisplaySettings((state) => state.liveFlights);
  const toggleLayer = useDisplaySettings((state) => state.toggleLayer);
  const update = useDisplaySettings((state) => state.update);
  const overlays = availableOverlays(sources);
  const mapLayers: ('dayNight' | OverlayKind)[] = ['dayNight', ...overlays];
  // Radar and cloud without a configured source: said so, rather than an empty layer (issue 19).
  const unavailable = (['weather', 'cloud'] as const).filter((kind) => !overlays.includes(kind));
  const dataLayers: ('airportLabels' | 'devices' | 'airportWeather')[] = [
    'airportLabels',
    'airportWeather',
    'devices',
  ];
  return (
    <>
      <fieldset className="map-options__group">
        <legend className="map-options__legend">{t('mapOptions.layers.heading')}</legend>
        {mapLayers.map((layer) => (
          <Switch
            key={layer}
            label={t(`mapOptions.layers.${layer}`)}
            checked={layers.includes(layer)}
            onChange={() => toggleLayer(layer)}
          />
        ))}
        {unavailable.map((kind) => (
          <p
            key={kind}
            className="map-options__unavailable"
            data-testid={`layer-unavailable-${kind}`}
          >
            {t(
              kind === 'weather'
                ? 'weather.legend.radarUnavailable'
                : 'weather.legend.cloudUnavailable',
            )}
          </p>
        ))}
      </fieldset>
      <fieldset className="map-options__group">
        <legend className="map-options__legend">{t('mapOptions.data.heading')}</legend>
        <Switch
          label={t('mapOptions.data.liveFlights')}
          checked={liveFlights}
          onChange={() => update({ liveFlights: !liveFlights })}
        />
        {dataLayers.map((layer) => (
          <Switch
            key={layer}
            label={t(`mapOptions.data.${layer}`)}
            checked={layers.includes(layer)}
            onChange={() => toggleLayer(layer)}
          />
        ))}
      </fieldset>
      <fieldset className="map-options__group">
        <legend className="map-options__legend">{t('mapOptions.routes.heading')}</legend>
        {(['domesticRoutes', 'seaRoutes'] as const).map((layer) => (
          <Switch
            key={layer}
            label={t(`mapOptions.routes.${layer}`)}
            checked={layers.includes(layer)}
            onChange={() => toggleLayer(layer)}
          />
        ))}
        <p className="map-options__note">{t('mapOptions.routes.note')}</p>
        <Switch
          label={t('mapOptions.waitAreas.switch')}
          checked={layers.includes('waitAreas')}
          onChange={() => toggleLayer('waitAreas')}
        />
      </fieldset>
    </>
  );
}

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="map-options__switch">
      <span>{label}</span>
      <input type="checkbox" role="switch" checked={checked} onChange={onChange} />
    </label>
  );
}

function BrightnessSlider() {
  const { t } = useTranslation();
  const brightness = useDisplaySettings((state) => state.brightness);
  const update = useDisplaySettings((state) => state.update);
  const percent = Math.round(brightness * 100);
  return (
    <label className="map-options__group map-options__brightness">
      <span className="map-options__legend">
        {t('mapOptions.brightness')}
        <output className="map-options__value">
          {t('mapOptions.brightnessValue', { percent })}
        </output>
      </span>
      <input
        type="range"
        min={10}
        max={100}
        step={5}
        value={percent}
        aria-label={t('mapOptions.brightness')}
        aria-valuetext={t('mapOptions.brightnessValue', { percent })}
        onChange={(event) => update({ brightness: Number(event.target.value) / 100 })}
      />
    </label>
  );
}

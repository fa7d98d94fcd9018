import type { Map as MapLibreMap } from 'maplibre-gl';
import { i18n } from '../../../i18n';
import type { AircraftStore, LiveAircraft } from '../../../live/aircraft.store';
import { LabelsLayer } from '../../../map/layers/labels.layer';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { filterPredicate } from '../filters/filter';
import { useFilter } from '../filters/filter.store';
import { mapVisibility } from '../filters/visibility';
import { useSelection } from '../tracker.store';
import { labelLines, type LabelFormat } from './label.text';

// Wires the tracker's tool stores to the map outside React (STYLE.md habit 6): the filter to the
// aircraft layer and the labels, the selection (single and multi) to the labels, and the tag
// fields, units, label mode and language to the label text.

interface FilterableLayer {
  setFilter: (predicate: ((aircraft: LiveAircraft) => boolean) | null) => void;
}

export interface MapOverlays {
  labels: LabelsLayer;
  detach: () => void;
}

export function attachMapOverlays(
  map: MapLibreMap,
  store: AircraftStore,
  aircraftLayer: FilterableLayer,
): MapOverlays {
  const format: LabelFormat = {
    heightUnit: 'metre',
    speedUnit: 'kmh',
    unit: (key, value) => i18n.t(`trackerTools.labels.units.${key}`, { value }),
  };
  let tagFields = useDisplaySettings.getState().tagFields;
  const labels = new LabelsLayer(map, {
    store,
    linesOf: (aircraft) => labelLines(aircraft, tagFields, format),
  });

  let selected = useSelection.getState().selectedIcao;
  let multi = new Set(useSelection.getState().multi);
  let locked = useSelection.getState().locked;
  const applyFilter = () => {
    const predicate = filterPredicate(useFilter.getState());
    const visible = mapVisibility(predicate, { selected, multi, locked });
    labels.setFilter(visible);
    aircraftLayer.setFilter(visible);
  };
  const applySelection = () => {
    const state = useSelection.getState();
    if (
      state.selectedIcao === selected &&
      state.locked === locked &&
      state.multi.length === multi.size
    ) {
      if (state.multi.every((icao) => multi.has(icao))) return;
    }
    selected = state.selectedIcao;
    multi = new Set(state.multi);
    locked = state.locked;
    labels.setSelected(selected, state.multi);
    applyFilter();
  };
  const applySettings = () => {
    const settings = useDisplaySettings.getState();
    labels.setVisibility(settings.labelMode);
    if (
      settings.tagFields !== tagFields ||
      settings.heightUnit !== format.heightUnit ||
      settings.speedUnit !== format.speedUnit
    ) {
      tagFields = settings.tagFields;
      format.heightUnit = settings.heightUnit;
      format.speedUnit = settings.speedUnit;
      labels.invalidateText();
    }
  };
  const onLanguage = () => labels.invalidateText();

  labels.setSelected(selected, [...multi]);
  format.heightUnit = useDisplaySettings.getState().heightUnit;
  format.speedUnit = useDisplaySettings.getState().speedUnit;
  applySettings();
  applyFilter();
  const unsubscribe = [
    useFilter.subscribe(applyFilter),
    useSelection.subscribe(applySelection),
    useDisplaySettings.subscribe(applySettings),
  ];
  i18n.on('languageChanged', onLanguage);

  return {
    labels,
    detach: () => {
      for (const stop of unsubscribe) stop();
      i18n.off('languageChanged', onLanguage);
      labels.destroy();
    },
  };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotFlight } from '../hot/hot.api';
import { HotFlights } from '../hot/HotFlights';
import { LabelSettings } from '../labels/LabelSettings';
import { MultiSelectList } from '../multi/MultiSelectList';
import { useSelection } from '../tracker.store';
import { useFilterCount } from './filter.count';
import { FilterPanel } from './FilterPanel';
import './tools.css';

type Panel = 'filter' | 'labels' | 'hot';

interface TrackerToolsProps {
  /** Selects a flight through the page's flow and pans to it. */
  onShow: (icao: number) => void;
  /** Deselects a flight of multi mode through the page's flow. */
  onDeselect: (icao: number) => void;
  /** Selects a hot flight and takes the map to it (the search's flow for a flight hit). */
  onHotPick: (flight: HotFlight) => void;
}

/**
 * The tracker's flight-handling tools (spec §2): filter, labels, multi-select and hot flights,
 * one panel open at a time under a row of buttons; the multi-select list shows while in multi mode.
 */
export function TrackerTools({ onShow, onDeselect, onHotPick }: TrackerToolsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Panel | null>(null);
  const mode = useSelection((state) => state.mode);
  const setMode = useSelection((state) => state.setMode);
  const { shown, total, active } = useFilterCount();
  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  const button = (panel: Panel, label: string) => (
    <button
      type="button"
      className="tool-button"
      aria-expanded={open === panel}
      onClick={() => toggle(panel)}
    >
      {label}
    </button>
  );

  return (
    <div className="tracker-tools">
      <div className="tracker-tools__bar" role="toolbar" aria-label={t('trackerTools.toolbar')}>
        {button('filter', t('trackerTools.filter.button'))}
        {button('labels', t('trackerTools.labels.button'))}
        <button
          type="button"
          className="tool-button"
          aria-pressed={mode === 'multi'}
          onClick={() => setMode(mode === 'multi' ? 'single' : 'multi')}
        >
          {t('trackerTools.multi.button')}
        </button>
        {button('hot', t('trackerTools.hot.button'))}
      </div>
      {active && open !== 'filter' && (
        <p className="tool-count tracker-tools__count" role="status">
          {t('trackerTools.filter.count', { shown, total })}
        </p>
      )}
      {open === 'filter' && <FilterPanel />}
      {open === 'labels' && <LabelSettings />}
      {open === 'hot' && <HotFlights onPick={onHotPick} />}
      {mode === 'multi' && <MultiSelectList onShow={onShow} onRemove={onDeselect} />}
    </div>
  );
}

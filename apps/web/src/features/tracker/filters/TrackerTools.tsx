import { useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import type { FollowedFlight } from '@skytrace/contracts';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { EventFeed, type FeedEvent, type Region } from '../../events';
import type { MapLibreMap } from '../../../map/radar.map';
import { BottomSheet } from '../../../ui/BottomSheet';
import { useTrackerVariant } from '../mobile/tracker-variant';
import type { HotFlight } from '../hot/hot.api';
import { FollowingPanel } from '../following/FollowingPanel';
import { HotFlights } from '../hot/HotFlights';
import { LabelSettings } from '../labels/LabelSettings';
import { MultiSelectList } from '../multi/MultiSelectList';
import { useSelection } from '../tracker.store';
import { useFilterCount } from './filter.count';
import { FilterPanel } from './FilterPanel';
import './tools.css';

type Panel = 'filter' | 'labels' | 'hot' | 'events' | 'following';

/** `?tool=following` opens the followed flights (the /follow page's "Show on the map"). */
const LINKED_PANELS: readonly Panel[] = ['following'];

interface TrackerToolsProps {
  /** Selects a flight through the page's flow and pans to it. */
  onShow: (icao: number) => void;
  /** Deselects a flight of multi mode through the page's flow. */
  onDeselect: (icao: number) => void;
  /** Selects a hot flight and takes the map to it (the search's flow for a flight hit). */
  onHotPick: (flight: HotFlight) => void;
  /** Selects a live followed aircraft and takes the map to it. */
  onFollowPick: (row: FollowedFlight) => void;
  /** The live map: the event feed reads its region and centres it on an event. */
  map: RefObject<MapLibreMap | null>;
  /** Where the phone's bottom sheets go (the page, not this column, so they span the screen). */
  sheetHost: HTMLElement | null;
}

/**
 * The live event feed on the map: in the tools column on the desktop routes, in a bottom sheet
 * (peek, half, full) on the Mobile variants, like the detail bar.
 */
function EventsPanel({
  map,
  sheetHost,
}: {
  map: RefObject<MapLibreMap | null>;
  /** Set on the Mobile variants: the feed opens in a bottom sheet there. */
  sheetHost: HTMLElement | null;
}) {
  const mobile = sheetHost !== null;
  const { t } = useTranslation();
  // Plain functions: the React Compiler memoizes them (it cannot keep manual memos over refs).
  const region = (): Region | null => {
    const bounds = map.current?.getBounds();
    if (bounds === undefined) return null;
    return {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    };
  };
  const onMapMove = (listener: () => void) => {
    const current = map.current;
    current?.on('moveend', listener);
    return () => {
      current?.off('moveend', listener);
    };
  };
  const onShow = (event: FeedEvent) => {
    const current = map.current;
    current?.flyTo({ center: [event.lon, event.lat], zoom: Math.max(current.getZoom(), 9) });
  };
  const feed = <EventFeed region={region} onMapMove={onMapMove} onShow={onShow} mobile={mobile} />;
  if (!mobile) return feed;
  return createPortal(
    <BottomSheet
      className="event-feed-sheet"
      initialSnap="half"
      handleLabels={{
        peek: t('events.sheet.peek'),
        half: t('events.sheet.half'),
        full: t('events.sheet.full'),
      }}
    >
      {feed}
    </BottomSheet>,
    sheetHost,
  );
}

/**
 * The tracker's flight-handling tools (spec §2): filter, labels, multi-select and hot flights,
 * one panel open at a time under a row of buttons; the multi-select list shows while in multi mode.
 */
export function TrackerTools({
  onShow,
  onDeselect,
  onHotPick,
  onFollowPick,
  map,
  sheetHost,
}: TrackerToolsProps) {
  const { t } = useTranslation();
  const variant = useTrackerVariant();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState<Panel | null>(() => {
    const linked = searchParams.get('tool');
    return LINKED_PANELS.find((panel) => panel === linked) ?? null;
  });
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
        {button('events', t('events.button'))}
        {button('following', t('follow.panel.button'))}
      </div>
      {active && open !== 'filter' && (
        <p className="tool-count tracker-tools__count" role="status">
          {t('trackerTools.filter.count', { shown, total })}
        </p>
      )}
      {open === 'filter' && <FilterPanel />}
      {open === 'labels' && <LabelSettings />}
      {open === 'hot' && <HotFlights onPick={onHotPick} />}
      {open === 'events' && (
        <EventsPanel map={map} sheetHost={variant === 'mobile' ? sheetHost : null} />
      )}
      {open === 'following' && (
        <FollowingPanel onShow={onFollowPick} sheetHost={variant === 'mobile' ? sheetHost : null} />
      )}
      {mode === 'multi' && <MultiSelectList onShow={onShow} onRemove={onDeselect} />}
    </div>
  );
}

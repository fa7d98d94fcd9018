import { useTranslation } from 'react-i18next';
import { PLAYBACK_MULTI_MAX_FLIGHTS } from '@skytrace/contracts';
import type { PlaybackFlight } from '../playback.api';
import { FlightRows } from '../shared/FlightRows';
import type { PickedFlight } from './pick-set';

interface PickedListProps {
  picked: readonly PickedFlight[];
  /** The loaded flights: they name the rows and can be chosen. */
  flights: readonly PlaybackFlight[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onRemove: (id: string) => void;
}

/** The playback set, operable without the map: choose a flight, or remove it. */
export function PickedList({ picked, flights, selectedKey, onSelect, onRemove }: PickedListProps) {
  const { t } = useTranslation();
  const loaded = new Map(flights.map((flight) => [flight.key, flight]));
  const rows = picked.map((flight) => {
    const known = loaded.get(flight.id);
    return {
      key: flight.id,
      label: known?.label ?? flight.label,
      org: known?.org ?? null,
      dst: known?.dst ?? null,
      disabled: known === undefined,
    };
  });
  return (
    <FlightRows
      title={t('playback.multi.chosen', { count: picked.length, max: PLAYBACK_MULTI_MAX_FLIGHTS })}
      rows={rows}
      empty={<p className="playback-note">{t('playback.multi.empty')}</p>}
      selectedKey={selectedKey}
      onSelect={onSelect}
      action={(row) => (
        <button
          type="button"
          aria-label={t('playback.multi.remove', { flight: row.label })}
          onClick={() => onRemove(row.key)}
        >
          ×
        </button>
      )}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { PlaybackFlight } from './playback.api';
import { FlightRows } from './shared/FlightRows';

const MAX_LISTED = 200;

/** The flights of an airport or area playback; choosing one shows its values and profile. */
export function FlightList({
  flights,
  selectedKey,
  onSelect,
}: {
  flights: readonly PlaybackFlight[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (flights.length === 0) return null;
  return (
    <FlightRows
      title={`${t('playback.detail.flights')} (${flights.length.toString()})`}
      rows={flights.map((flight) => ({
        key: flight.key,
        label: flight.label,
        org: flight.org,
        dst: flight.dst,
        ...(flight.use === undefined ? {} : { note: t(`playback.airport.uses.${flight.use}`) }),
      }))}
      max={MAX_LISTED}
      selectedKey={selectedKey}
      onSelect={onSelect}
    />
  );
}

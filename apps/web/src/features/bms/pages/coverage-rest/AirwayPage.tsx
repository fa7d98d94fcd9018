import { ADSB_PATHS } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { restApi } from './rest.api';
import { RouteCoveragePage } from './RouteCoveragePage';

/** `/adsb/adsb/airway`: how much of each timetable route the receivers cover at cruise height. */
export default function AirwayPage() {
  const { t } = useTranslation();
  return (
    <RouteCoveragePage
      kind="airway"
      title={t('bmsCoverageRest.airwayTitle')}
      explain={t('bmsCoverageRest.airwayExplain')}
      mapLabel={t('bmsCoverageRest.airwayMap')}
      load={restApi.airway}
      exportPath={ADSB_PATHS.airwayCoverageExport}
      frequency={{ title: t('bmsCoverageRest.flightsPerWeek'), dataIndex: 'flightsPerWeek' }}
    />
  );
}

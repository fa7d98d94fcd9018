import { ADSB_PATHS } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { restApi } from './rest.api';
import { RouteCoveragePage } from './RouteCoveragePage';

/** `/adsb/adsb/seaway`: how much of each Southeast Asia observed route the receivers cover. */
export default function SeawayPage() {
  const { t } = useTranslation();
  return (
    <RouteCoveragePage
      kind="seaway"
      title={t('bmsCoverageRest.seawayTitle')}
      explain={t('bmsCoverageRest.seawayExplain')}
      mapLabel={t('bmsCoverageRest.seawayMap')}
      load={restApi.seaway}
      exportPath={ADSB_PATHS.seawayCoverageExport}
      frequency={{ title: t('bmsCoverageRest.flightsPerDay'), dataIndex: 'flightsPerDay' }}
    />
  );
}

import { Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../session/auth.store';
import { AirportRankPanel } from './AirportRankPanel';
import { RankTable } from './RankTable';
import { ScoreExplainer } from './ScoreExplainer';
import './datarank.css';

type Tab = 'index' | 'my' | 'airport';

/** `/datarank/{index,my,airport}`: the 30-day ranking of all devices, mine, and per airport. */
export function DataRankPage({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAuthStore((state) => state.token !== null);
  const tabs: { value: Tab; label: string }[] = [
    { value: 'index', label: t('dataRank.tabAll') },
    ...(signedIn
      ? [
          { value: 'my' as const, label: t('dataRank.tabMy') },
          { value: 'airport' as const, label: t('dataRank.tabAirport') },
        ]
      : []),
  ];
  return (
    <main className="datarank">
      <Typography.Title level={2}>{t('dataRank.title')}</Typography.Title>
      <Segmented
        value={tab}
        options={tabs}
        onChange={(value) => {
          const next = `/datarank/${value}`;
          if (next !== pathname) void navigate(next);
        }}
      />
      {tab === 'airport' ? (
        <AirportRankPanel />
      ) : (
        <RankTable key={tab} scope={tab === 'my' ? 'my' : 'all'} />
      )}
      <ScoreExplainer />
    </main>
  );
}

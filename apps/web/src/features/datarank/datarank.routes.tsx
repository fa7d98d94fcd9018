import { redirect, type RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

// Spec §2 /datarank: index (all), my (login), airport (login). Ant Design's provider comes with
// the page, not with this table (part of the shell's first chunks, which the radar loads too).
const page = (tab: 'index' | 'my' | 'airport') => async () => {
  const [{ DataRankPage }, { AntdLocale }] = await Promise.all([
    import('./DataRankPage'),
    import('../../ui/AntdLocale'),
  ]);
  return {
    element: (
      <AntdLocale>
        <DataRankPage tab={tab} />
      </AntdLocale>
    ),
  };
};

export const dataRankRoutes: RouteObject[] = [
  { path: 'datarank', loader: () => redirect('/datarank/index') },
  { path: 'datarank/index', handle: routeHandle('all', 'dataRank'), lazy: page('index') },
  { path: 'datarank/my', handle: routeHandle('login', 'dataRankMy'), lazy: page('my') },
  {
    path: 'datarank/airport',
    handle: routeHandle('login', 'dataRankAirport'),
    lazy: page('airport'),
  },
];

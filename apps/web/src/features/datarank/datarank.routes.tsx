import { redirect, type RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';
import { AntdLocale } from '../../ui/AntdLocale';

// Spec §2 /datarank: index (all), my (login), airport (login).
const page = (tab: 'index' | 'my' | 'airport') => async () => {
  const { DataRankPage } = await import('./DataRankPage');
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

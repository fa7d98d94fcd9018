import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/** Spec §2 /contract (login): the list and one agreement by its uuid. */
export const contractRoutes: RouteObject[] = [
  {
    path: 'contract',
    handle: routeHandle('login', 'contracts'),
    lazy: async () => ({ Component: (await import('./ContractsPage')).ContractsPage }),
  },
  {
    path: 'contract/:uuid',
    handle: routeHandle('login', 'contract'),
    lazy: async () => ({ Component: (await import('./ContractPage')).ContractPage }),
  },
];

import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/**
 * The kit pages of spec §2's /device: apply/{recommender?}, my-apply, replace-fittings,
 * my-replace-fittings (all login). A pathless layout gives them one card with the section's tabs.
 */
export const deviceApplyRoutes: RouteObject[] = [
  {
    id: 'device-kit',
    handle: routeHandle('login'),
    lazy: async () => ({ Component: (await import('./KitLayout')).KitLayout }),
    children: [
      {
        path: 'device/apply/:recommender?',
        handle: routeHandle('login', 'deviceApply'),
        lazy: async () => ({ Component: (await import('./ApplyPage')).ApplyPage }),
      },
      {
        path: 'device/my-apply',
        handle: routeHandle('login', 'myApply'),
        lazy: async () => ({ Component: (await import('./MyApplyPage')).MyApplyPage }),
      },
      {
        path: 'device/replace-fittings',
        handle: routeHandle('login', 'replaceFittings'),
        lazy: async () => ({ Component: (await import('./FittingsPage')).FittingsPage }),
      },
      {
        path: 'device/my-replace-fittings',
        handle: routeHandle('login', 'myReplaceFittings'),
        lazy: async () => ({ Component: (await import('./MyFittingsPage')).MyFittingsPage }),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/**
 * Spec §2's /pictures: index (default), my, upload/{type?}/{value?}, detail/{picId},
 * author/{userId},
 * search/{searchText}/{searchType}, search/follow, and rank (the photographers by score). Browsing is open to all; uploading and one's own photos need a login.
 */
export const galleryRoutes: RouteObject[] = [
  {
    path: 'pictures',
    handle: routeHandle('all'),
    lazy: async () => ({ Component: (await import('./GalleryLayout')).GalleryLayout }),
    children: [
      {
        index: true,
        handle: routeHandle('all'),
        lazy: async () => ({ Component: (await import('./IndexPage')).IndexPage }),
      },
      {
        path: 'my',
        handle: routeHandle('login'),
        lazy: async () => ({ Component: (await import('./MyPage')).MyPage }),
      },
      {
        path: 'upload/:type?/:value?',
        handle: routeHandle('login'),
        lazy: async () => ({ Component: (await import('./UploadPage')).UploadPage }),
      },
      {
        path: 'detail/:picId',
        handle: routeHandle('all'),
        lazy: async () => ({ Component: (await import('./DetailPage')).DetailPage }),
      },
      {
        path: 'search/follow',
        handle: routeHandle('login'),
        lazy: async () => ({ Component: (await import('./FollowingPage')).FollowingPage }),
      },
      {
        path: 'search/:searchText/:searchType',
        handle: routeHandle('all'),
        lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }),
      },
      {
        path: 'rank',
        handle: routeHandle('all'),
        lazy: async () => ({ Component: (await import('./RankPage')).RankPage }),
      },
      {
        path: 'author/:userId',
        handle: routeHandle('all'),
        lazy: async () => ({ Component: (await import('./AuthorPage')).AuthorPage }),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import type { NavItem } from '../../ui/nav';
import { routeHandle } from '../../session/access';

/** The feedback form and the user's feedback (spec §1 feedback form; §5 login required). */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback',
    handle: routeHandle('login', 'feedback'),
    lazy: async () => ({ Component: (await import('./FeedbackPage')).FeedbackPage }),
  },
];

// The entry sits beside the routes, so the site map takes it without the feature's components.
/** In the user menu (and so the phone menu): the feedback form. */
export const feedbackNav: NavItem = {
  to: '/feedback',
  labelKey: 'nav.feedback',
  end: false,
  place: 'user',
};

import type { NavItem } from '../../ui/nav';

// The static pages: the legal documents and the volunteer page.

export { staticPageRoutes } from './static-pages.routes';

export const volunteerNav: NavItem = {
  to: '/ad/volunteerwanted',
  labelKey: 'nav.volunteer',
  end: false,
};

// The hosting agreements (issue 17 item 5): the volunteer's list, the agreement as a document,
// signing with a drawn signature, the PDF.

import type { NavItem } from '../../ui/nav';

export { contractRoutes } from './contracts.routes';

/** In the user menu: the signed-in user's agreements. */
export const contractsNav: NavItem = {
  to: '/contract',
  labelKey: 'nav.contracts',
  end: false,
  place: 'user',
};

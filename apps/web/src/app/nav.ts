import { aboutNav } from '../features/home';
import { volunteerNav } from '../features/static-pages';
import { trackerNav } from '../features/tracker';
import type { NavItem } from '../ui/nav';

/** The top bar's entries, in order; each feature declares its own in its index.ts. */
export const NAV_ITEMS: readonly NavItem[] = [trackerNav, aboutNav, volunteerNav];

// Spec §2 tab bar: the pages visited, in the order first opened. The home tab is of the "extra"
// type: always first and never closable. Closing the active tab goes to the previous one.

/** The back office's home route: the extra-type tab. */
export const HOME_ROUTE = '/bms';

/** Tabs after visiting `route` (added at the end the first time). */
export function visitTab(tabs: readonly string[], route: string): string[] {
  const withHome = tabs.includes(HOME_ROUTE) ? [...tabs] : [HOME_ROUTE, ...tabs];
  return withHome.includes(route) ? withHome : [...withHome, route];
}

/**
 * Tabs after closing `route`, and where to go: the tab before the closed one when it was the
 * active one, else stay. The home tab is never closed.
 */
export function closeTab(
  tabs: readonly string[],
  route: string,
  active: string,
): { tabs: string[]; goTo: string | null } {
  const index = tabs.indexOf(route);
  if (route === HOME_ROUTE || index < 0) return { tabs: [...tabs], goTo: null };
  const rest = tabs.filter((tab) => tab !== route);
  if (route !== active) return { tabs: rest, goTo: null };
  return { tabs: rest, goTo: rest[Math.max(0, index - 1)] ?? HOME_ROUTE };
}

// Spec §2: page title = translated route title + product suffix, except for pages shown inside
// partner apps (the activity calendar), which carry no suffix.
const NO_SUFFIX_PATHS = new Set(['/activity/applycalendar']);

export function wantsTitleSuffix(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !NO_SUFFIX_PATHS.has(normalized);
}

export interface TitleParts {
  pathname: string;
  /** Translated route title, or null when the route declares none. */
  routeTitle: string | null;
  productName: string;
  /** Translated suffix, e.g. " - Skytrace". */
  suffix: string;
}

export function pageTitle({ pathname, routeTitle, productName, suffix }: TitleParts): string {
  if (routeTitle === null || routeTitle === '') return productName;
  return wantsTitleSuffix(pathname) ? `${routeTitle}${suffix}` : routeTitle;
}

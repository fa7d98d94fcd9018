// Spec §2: tracker and playback pages have Mobile variants under /mobile. On a mobile device the
// desktop page sends to its Mobile variant; on a desktop the Mobile variant sends back.
const MOBILE_PREFIX = '/mobile';
const MIRRORED_PREFIXES = ['/tracker/', '/playback/', '/playbacksup/', '/flight-playback/'];

function isMirroredDesktopPath(pathname: string): boolean {
  return pathname === '/' || MIRRORED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The variant to go to, or null to stay. `search` (e.g. "?a=1") is kept, as the spec keeps the
 * query of trackerWithFnum.
 */
export function variantRedirect(
  pathname: string,
  search: string,
  isMobile: boolean,
): string | null {
  if (isMobile) {
    if (!isMirroredDesktopPath(pathname)) return null;
    const mobilePath = pathname === '/' ? MOBILE_PREFIX : `${MOBILE_PREFIX}${pathname}`;
    return `${mobilePath}${search}`;
  }
  if (pathname === MOBILE_PREFIX || pathname === `${MOBILE_PREFIX}/`) return `/${search}`;
  if (pathname.startsWith(`${MOBILE_PREFIX}/`)) {
    return `${pathname.slice(MOBILE_PREFIX.length)}${search}`;
  }
  return null;
}

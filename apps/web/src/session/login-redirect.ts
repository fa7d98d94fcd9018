// Where sign-in sends the visitor back to: the guard, the login button and a detail 401 share it.

/** The sign-in page, remembering where to come back to. */
export function loginRedirect(target: string): string {
  return target === '/' || target === ''
    ? '/login'
    : `/login?redirect=${encodeURIComponent(target)}`;
}

/** Only same-site paths are accepted as redirect targets, so a link cannot send users away. */
export function safeRedirectTarget(raw: string | null): string {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return '/';
  }
  return raw;
}

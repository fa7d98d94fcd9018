// Minimal cookie helpers: a parse/serialise pair that is pure (unit-tested) and two thin DOM
// wrappers. We avoid a dependency for the one cookie the shell writes.

/** Reads one cookie value from a `document.cookie` string. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      return decodeURIComponent(part.slice(eq + 1).trim());
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeDays?: number;
  secure?: boolean;
}

/** Builds a `document.cookie` assignment; a negative maxAgeDays deletes the cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAgeDays !== undefined) {
    parts.push(`Max-Age=${Math.round(options.maxAgeDays * 86_400)}`);
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, {
    maxAgeDays,
    secure: window.location.protocol === 'https:',
  });
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, '', { maxAgeDays: -1 });
}

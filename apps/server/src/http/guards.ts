// The session guards every domain's routes use. The accounts module fills the session in (its
// onRequest hook reads the token); a process without accounts has none, so a guard refuses.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** A signed-in session as requests see it. */
export interface RequestSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  /** The user's name as it was when the session was read (the system log keeps it). */
  username?: string;
  /** Back-office permissions granted by the user's enabled role (empty without one). */
  permissions?: ReadonlySet<string>;
  /** The back-office menus the user's enabled role holds (its left menu). */
  menuIds?: readonly number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session of this request, when it carried a valid token. */
    accountSession: RequestSession | null;
  }
}

/** The signed-in session, or a translated 401 envelope. */
export function requireUser(request: FastifyRequest): RequestSession {
  if (!request.accountSession) throw new HttpError(401, 'errors.unauthorized');
  return request.accountSession;
}

/** A guard for one permission: 401 without a session, 403 when the session lacks `name`. */
export function requirePermission(name: string): (request: FastifyRequest) => RequestSession {
  return (request) => {
    const session = requireUser(request);
    if (!hasPermission(session, name)) throw new HttpError(403, 'errors.forbidden');
    return session;
  };
}

/** Any back-office permission: what the back office's own calls (user info, menu) need. */
export const BACK_OFFICE = '*';

/** True when the session holds `name` (BACK_OFFICE: any permission at all). */
export function hasPermission(session: RequestSession, name: string): boolean {
  const held = session.permissions;
  if (!held) return false;
  return name === BACK_OFFICE ? held.size > 0 : held.has(name);
}

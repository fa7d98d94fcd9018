// The session guards every domain's routes use. The accounts module fills the session in (its
// onRequest hook reads the token); a process without accounts has none, so a guard refuses.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** A signed-in session as requests see it. */
export interface RequestSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  /** Back-office permissions granted to the user; none until the back office grants them. */
  permissions?: ReadonlySet<string>;
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
    if (!session.permissions?.has(name)) throw new HttpError(403, 'errors.forbidden');
    return session;
  };
}

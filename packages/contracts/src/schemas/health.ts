import { z } from 'zod';

/** The server roles one process can run (ARCHITECTURE.md "Scale beyond one machine"). */
export const SERVER_ROLES = ['http', 'realtime', 'ingest', 'sim'] as const;
export const serverRoleSchema = z.enum(SERVER_ROLES);
export type ServerRole = z.infer<typeof serverRoleSchema>;

/** `GET /api/v2/health`: the database answers and which roles this process runs. */
export const healthSchema = z.object({
  db: z.enum(['ok', 'down']),
  roles: z.array(serverRoleSchema),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /health/live`: the process answers; nothing else is looked at. */
export const livenessSchema = z.object({
  status: z.literal('live'),
  uptimeSeconds: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * A role's state on `GET /health/ready`: `starting` until its module has started, `running`
 * once it has (with what it reports, e.g. the ingest ports), `off` when it was asked for but
 * did not start (the simulator without its inputs), `stopping` once the process stops.
 */
export const ROLE_STATES = ['starting', 'running', 'off', 'stopping'] as const;
export type RoleState = (typeof ROLE_STATES)[number];

/** `GET /health/ready`: 200 when ready, 503 (same body in `data`) otherwise. */
export const readinessSchema = z.object({
  ready: z.boolean(),
  db: z.enum(['ok', 'down']),
  roles: z.array(
    z.object({
      role: serverRoleSchema,
      state: z.enum(ROLE_STATES),
      /** What the role's modules report, by module name (ports, sockets, simulator state). */
      modules: z.record(
        z.string(),
        z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
      ),
    }),
  ),
});
export type Readiness = z.infer<typeof readinessSchema>;

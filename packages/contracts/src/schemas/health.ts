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

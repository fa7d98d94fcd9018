import { z } from 'zod';

/** The largest PostgreSQL `integer` (int4): the bound of `serial` ids (users, devices, areas). */
export const INT4_MAX = 2_147_483_647;

/**
 * A record id in a path or query (`/user/user/info/:id`): a positive integer that fits the
 * column, so `2147483648` is a 400 and never reaches the database as a 500 (issue 13 #13).
 */
export const recordIdSchema = z.coerce.number().int().positive().max(INT4_MAX);

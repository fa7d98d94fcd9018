import { z } from 'zod';

/** The response envelope of spec §7/§8: `code` 200 is success, anything else is failure. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().describe('200 on success; otherwise the HTTP status of the failure'),
    msg: z.string().describe('A message in the language asked for with `lang`'),
    data,
  });
}

/** The envelope of a failed call: `data` is null. */
export const errorEnvelopeSchema = envelopeSchema(z.null());

/** The envelope with its data type, as clients see it. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The `lang` query parameter of every call (spec §7). */
export const langQuerySchema = z.object({
  lang: z.enum(['zh', 'en']).optional(),
});

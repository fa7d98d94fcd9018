// `POST /business/recommend/click` (spec §7 "body data"; issue 19, h19b): a click on a flight the
// hot list recommends. Counted per aircraft over the hot list's 30-minute window; the hot list
// ranks by views and clicks together.
import { z } from 'zod';

export const recommendClickSchema = z.object({
  /** The clicked flight's ICAO address, six hex digits. */
  data: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{6}$/, 'recommend.icaoInvalid')
    .transform((hex) => hex.toUpperCase()),
});
export type RecommendClick = z.input<typeof recommendClickSchema>;

export const recommendClickResultSchema = z.object({
  icaoId: z.string(),
  /** Views and clicks of the flight in the last 30 minutes, this click included. */
  views: z.number().int(),
  clicks: z.number().int(),
});
export type RecommendClickResult = z.infer<typeof recommendClickResultSchema>;

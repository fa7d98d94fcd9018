// ID card recognition for real-name authentication (issue 20 item 5, spec §7
// `POST /business/baidu/getCardId`): the front of a Chinese resident ID card, read by an OCR
// provider (Baidu's), saved as the user's real-name data; answered masked, like
// `getAuthentication`.
import { z } from 'zod';

/** Largest ID card photo taken, bytes (Baidu takes 4 MB once base64-encoded). */
export const ID_CARD_MAX_BYTES = 2.5 * 1024 * 1024;

/** What recognition answers: the name and number found, masked; saved as the authentication. */
export const idCardResultSchema = z.object({
  realName: z.string(),
  idNumber: z.string().describe('Masked: first 3 and last 4 characters'),
  updatedAt: z.number().describe('Unix s'),
});
export type IdCardResult = z.infer<typeof idCardResultSchema>;

// Device-hosting agreements (issue 17 item 5): made when an application is approved, signed by
// the volunteer with their name and a drawn signature, renewed or ended by the back office.
import { z } from 'zod';
import { recordIdSchema } from './ids';
import { storedFileNameSchema } from './uploads';

export const CONTRACT_STATUSES = ['pending', 'signed', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** An agreement runs one year from signing; a renewal adds one more. */
export const CONTRACT_TERM_DAYS = 365;

export const contractUuidSchema = z.uuid();
export const contractUuidQuerySchema = z.object({ uuid: contractUuidSchema });

export const contractSchema = z.object({
  uuid: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  applicationId: z.number().int(),
  /** Where the receiver stands, from the application. */
  lon: z.number(),
  lat: z.number(),
  address: z.string(),
  signerName: z.string().nullable(),
  /** Where the drawn signature can be seen (owner and back office only). */
  signatureUrl: z.string().nullable(),
  /** Seconds since epoch. */
  createdAt: z.number(),
  signedAt: z.number().nullable(),
  validUntil: z.number().nullable(),
  endedAt: z.number().nullable(),
  renewals: z.number().int(),
});
export type Contract = z.infer<typeof contractSchema>;

/** `check`: may this agreement be signed now, and is it in force. */
export const contractCheckSchema = z.object({
  uuid: z.string(),
  signable: z.boolean(),
  inForce: z.boolean(),
  status: z.enum(CONTRACT_STATUSES),
});
export type ContractCheck = z.infer<typeof contractCheckSchema>;

export const contractSignSchema = z.object({
  uuid: contractUuidSchema,
  name: z.string().trim().min(1, 'validation.nameBlank').max(50, 'validation.tooLong'),
  /** The signature's stored name, from `uploadContractImage`. */
  signature: storedFileNameSchema,
  /** The signer read and accepts the agreement. */
  agree: z.literal(true, { message: 'validation.termsRequired' }),
});
export type ContractSign = z.infer<typeof contractSignSchema>;

export const adminContractSchema = contractSchema.extend({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
});
export type AdminContract = z.infer<typeof adminContractSchema>;
export const adminContractQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(CONTRACT_STATUSES).optional(),
  searchText: z.string().trim().max(64).optional(),
});
export type AdminContractQuery = z.infer<typeof adminContractQuerySchema>;
export const adminContractPageSchema = z.object({
  list: z.array(adminContractSchema),
  total: z.number().int(),
});
export const contractIdBodySchema = z.object({ id: recordIdSchema });

/** `detail`: the agreement with its text in the language asked for. */
export const contractDocumentSchema = contractSchema.extend({
  title: z.string(),
  preamble: z.string(),
  clauses: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

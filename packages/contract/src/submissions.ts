import { z } from 'zod';
import { isoDateTimeSchema } from './fields.ts';

/**
 * The 201 answer of every public submission (and of its idempotent replay, byte for byte):
 * the stored record's id, the client's submissionId, the stored status and creation time.
 */
export const submissionReceiptSchema = z.object({
  id: z.number().int(),
  submissionId: z.string(),
  status: z.string(),
  createdAt: isoDateTimeSchema,
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

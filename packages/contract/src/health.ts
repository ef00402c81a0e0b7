import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['postgres', 'pglite']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

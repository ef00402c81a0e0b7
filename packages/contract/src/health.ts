import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['postgres', 'pglite']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Liveness: the process answers (a supervisor restarts it when this stops answering). */
export const livenessResponseSchema = z.object({ live: z.literal(true) });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * Readiness: whether a load balancer should send this instance traffic. Ready means started
 * (migrations applied), the database answering, and not draining for a shutdown.
 */
export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    started: z.boolean(),
    database: z.boolean(),
    draining: z.boolean(),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

import type { z } from 'zod';
import { HttpError } from '../errors.ts';

/**
 * Parses a request body with a contract schema. A failure is a 400 whose message is the
 * first problem (what a toast shows) and whose `errors` map every field to its messages;
 * problems not tied to a field (unknown keys) are under "_".
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw new HttpError(400, 'validation_failed', first, errors);
}

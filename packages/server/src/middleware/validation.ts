import { isAllowedText, MAX_RECORD_ID } from '@cabo/contract';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';

/**
 * The record id a path parameter (or an id sent as text) names: a plain positive integer an
 * int4 column holds, else null, which names no record (docs/architecture.md, "Bad input").
 */
export function recordIdFromText(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A slug or other text key from a path: null when it holds what no stored key can hold. */
export function textKeyFromPath(text: string | undefined): string | null {
  return text && isAllowedText(text) ? text : null;
}

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

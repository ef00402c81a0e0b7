import { contentVersionConflictSchema } from '@cabo/contract';
import { ApiResponseError } from '@cabo/ui/app/api';

/** A 409 `version_conflict`'s editor and version, or null for any other failure. */
export function versionConflictOf(
  error: unknown,
): { editor: string | null; version: number } | null {
  if (!(error instanceof ApiResponseError) || error.code !== 'version_conflict') return null;
  const body = contentVersionConflictSchema.safeParse(error.json);
  return body.success ? { editor: body.data.editor, version: body.data.version } : null;
}

/** What a refusal says, for a toast: the server's message, field messages included. */
export function refusalText(error: unknown): string {
  if (!(error instanceof ApiResponseError) || !error.body) return 'Please try again.';
  const fields = Object.entries(error.fieldErrors).map(([field, [message]]) =>
    field === 'body' ? message : `${field}: ${message}`,
  );
  return fields.length ? fields.join('; ') : error.body.message;
}

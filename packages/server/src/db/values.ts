/** A timestamptz as ISO text; pg and PGlite both hand back Date objects. */
export function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** jsonb columns come back parsed; a text value (never expected) is parsed here too. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Empty optional text is stored as null, so "not given" has one representation. */
export function nullIfEmpty(value: string | undefined | null): string | null {
  return value == null || value === '' ? null : value;
}

import { health } from './health.ts';

/** The default handler groups every story gets; a story overrides one group by name. */
export const handlers = { health };

export * from './health.ts';

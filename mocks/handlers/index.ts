import { admin } from './admin.ts';
import { auth, stayRequests } from './auth.ts';
import { captcha } from './captcha.ts';
import { health } from './health.ts';
import { social } from './social.ts';

/** The default handler groups every story gets; a story overrides one group by name. */
export const handlers = { health, auth, stayRequests, admin, captcha, social };

export * from './health.ts';
export * from './auth.ts';
export * from './admin.ts';
export * from './captcha.ts';
export * from './social.ts';

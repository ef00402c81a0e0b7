import type { LandingLeadFormProps } from './leadForms.tsx';
import { loadable } from '../loadable.tsx';
import { nextTask } from '../nextTask.ts';

// A landing page names its form in `parts` (app/routes.tsx): loaded with the page, evaluated
// in tasks of their own. zod with the shared field rules first, then the forms' schemas, then
// the forms (React Aria's fields): three shorter tasks instead of one long one on a phone.
const load = () =>
  import('../fieldRules.ts')
    .then(nextTask)
    .then(() => import('./leadFormSchemas.ts'))
    .then(nextTask)
    .then(() => import('./leadForms.tsx'));
const MODULE_ID = 'src/lib/landing/leadForms.tsx';

/** The landing pages' lead form (`leadForms.tsx`) as a part. */
export const LandingLeadForm = loadable<LandingLeadFormProps>(MODULE_ID, () =>
  load().then((m) => m.LandingLeadForm),
);

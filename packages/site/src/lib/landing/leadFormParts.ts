import type { LandingLeadFormProps } from './leadForms.tsx';
import { formPart } from '../formPart.ts';
import { nextTask } from '../nextTask.ts';

// A landing page names its form in `parts` (app/routes.tsx): loaded with the page, evaluated
// in tasks of their own. zod with the shared field rules first, then the forms' schemas, then
// the forms (React Aria's fields): three shorter tasks instead of one long one on a phone.
const MODULE_ID = 'src/lib/landing/leadForms.tsx';

/** The landing pages' lead form (`leadForms.tsx`) as a part; its schemas in a task between. */
export const LandingLeadForm = formPart<LandingLeadFormProps>(MODULE_ID, () =>
  import('./leadFormSchemas.ts')
    .then(nextTask)
    .then(() => import('./leadForms.tsx'))
    .then((m) => m.LandingLeadForm),
);

import type { ComponentProps, ComponentType } from 'react';
import { loadable } from '../loadable.tsx';
import { nextTask } from '../nextTask.ts';

// A landing page names its form in `parts` (app/routes.tsx): loaded with the page, evaluated
// in tasks of their own. zod with the shared field rules first, then the forms' schemas, then
// the forms (React Aria's fields): three shorter tasks instead of one long one on a phone.
const load = () =>
  import('./leadFormFieldRules.ts')
    .then(nextTask)
    .then(() => import('./leadFormSchemas.ts'))
    .then(nextTask)
    .then(() => import('./leadForms.tsx'));
const MODULE_ID = 'src/lib/landing/leadForms.tsx';

type LeadForms = Awaited<ReturnType<typeof load>>;

/** One of `leadForms.tsx`'s forms as a part. */
function part<K extends keyof LeadForms>(name: K) {
  type Props = ComponentProps<LeadForms[K]> & object;
  return loadable<Props>(MODULE_ID, () => load().then((m) => m[name] as ComponentType<Props>));
}

export const FamilyTripLeadForm = part('FamilyTripLeadForm');
export const PartyTripLeadForm = part('PartyTripLeadForm');
export const CorporateEventLeadForm = part('CorporateEventLeadForm');
export const ConciergeLeadForm = part('ConciergeLeadForm');
export const InfluencerLeadForm = part('InfluencerLeadForm');
export const WeddingLeadForm = part('WeddingLeadForm');
export const PropertyManagementLeadForm = part('PropertyManagementLeadForm');
export const PartnerLeadForm = part('PartnerLeadForm');

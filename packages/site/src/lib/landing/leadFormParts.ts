import { loadable } from '../loadable.tsx';
import { nextTask } from '../nextTask.ts';

// A landing page names its form in `parts` (app/routes.tsx): loaded with the page, evaluated
// in a task of its own.
// The forms' schemas first, in a task of their own, then the forms (React Aria's fields):
// two shorter tasks instead of one long one on a phone.
const load = () =>
  import('./leadFormSchemas.ts').then(nextTask).then(() => import('./leadForms.tsx'));
const MODULE_ID = 'src/lib/landing/leadForms.tsx';

export const FamilyTripLeadForm = loadable(MODULE_ID, () =>
  load().then((m) => m.FamilyTripLeadForm),
);
export const PartyTripLeadForm = loadable(MODULE_ID, () => load().then((m) => m.PartyTripLeadForm));
export const CorporateEventLeadForm = loadable(MODULE_ID, () =>
  load().then((m) => m.CorporateEventLeadForm),
);
export const ConciergeLeadForm = loadable(MODULE_ID, () => load().then((m) => m.ConciergeLeadForm));
export const InfluencerLeadForm = loadable(MODULE_ID, () =>
  load().then((m) => m.InfluencerLeadForm),
);
export const WeddingLeadForm = loadable(MODULE_ID, () => load().then((m) => m.WeddingLeadForm));
export const PropertyManagementLeadForm = loadable(MODULE_ID, () =>
  load().then((m) => m.PropertyManagementLeadForm),
);
export const PartnerLeadForm = loadable(MODULE_ID, () => load().then((m) => m.PartnerLeadForm));

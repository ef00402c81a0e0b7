// Loaded by ./leadFormParts.ts before the forms: importing the schemas builds them (zod), the
// costliest part of evaluating the forms' code.
export {
  conciergeFormSchema,
  corporateEventFormSchema,
  familyTripFormSchema,
  influencerFormSchema,
  partnerFormSchema,
  partyTripFormSchema,
  propertyManagementFormSchema,
  weddingFormSchema,
} from '@cabo/contract';

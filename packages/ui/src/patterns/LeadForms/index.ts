export {
  ConciergeForm,
  CorporateEventForm,
  FamilyTripForm,
  InfluencerForm,
  PartnerForm,
  PartyTripForm,
  PropertyManagementForm,
  WeddingForm,
  type LeadFormProps,
} from './LeadForms.tsx';
export { LeadFormCard, type LeadFormCardProps } from './LeadFormCard.tsx';
export { BacheloretteModal, VillaBookingModal, MODAL_RESET_DELAY_MS } from './LeadModals.tsx';
export type { BacheloretteModalProps, VillaBookingModalProps } from './LeadModals.tsx';

export { LeadForm, type LeadFormProps } from './LeadForms.tsx';
export {
  leadForms,
  type LeadFieldOption,
  type LeadFieldSpec,
  type LeadFormName,
  type LeadFormRow,
  type LeadFormSpec,
} from './leadFormSpecs.ts';
export { LeadFormCard, type LeadFormCardProps } from './LeadFormCard.tsx';
export { BacheloretteModal, VillaBookingModal, MODAL_RESET_DELAY_MS } from './LeadModals.tsx';
export type { BacheloretteModalProps, VillaBookingModalProps } from './LeadModals.tsx';

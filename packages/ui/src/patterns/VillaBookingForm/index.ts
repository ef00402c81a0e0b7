export {
  LoginRequiredError,
  VillaBookingForm,
  type VillaBookingFormProps,
} from './VillaBookingForm.tsx';

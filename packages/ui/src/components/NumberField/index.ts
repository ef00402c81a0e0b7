export {
  GuestStepper,
  NumberField,
  type GuestStepperProps,
  type NumberFieldProps,
} from './NumberField.tsx';

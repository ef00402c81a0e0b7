export { MediaDetailsForm, type MediaDetailsFormProps } from './MediaDetailsForm.tsx';
export {
  FocalPointPicker,
  type FocalPoint,
  type FocalPointPickerProps,
} from './FocalPointPicker.tsx';

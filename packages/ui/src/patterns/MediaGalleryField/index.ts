export {
  FormGalleryField,
  GALLERY_MAX_PICTURES,
  type FormGalleryFieldProps,
} from './FormGalleryField.tsx';
export {
  MediaPickerDialog,
  mediaRefusal,
  type MediaPickerDialogProps,
  type MediaPickerSource,
} from './MediaPickerDialog.tsx';

export {
  GUIDE_DIALOG_DESCRIPTION,
  GUIDE_DIALOG_TITLE,
  GuideRequestDialog,
  type GuideRequestDialogProps,
} from './GuideRequestDialog.tsx';
export {
  GuideRequestForm,
  useGuideRequestForm,
  type GuideRequestFormProps,
  type GuideRequestFormState,
} from './GuideRequestForm.tsx';

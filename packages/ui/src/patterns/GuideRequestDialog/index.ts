export {
  GUIDE_DIALOG_DESCRIPTION,
  GUIDE_DIALOG_TITLE,
  GuideRequestDialog,
  validateGuideContact,
  type GuideContactValues,
  type GuideRequestDialogProps,
} from './GuideRequestDialog.tsx';

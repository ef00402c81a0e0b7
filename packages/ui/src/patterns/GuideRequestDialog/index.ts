export {
  GUIDE_DIALOG_DESCRIPTION,
  GUIDE_DIALOG_TITLE,
  GuideRequestDialog,
  type GuideRequestDialogProps,
} from './GuideRequestDialog.tsx';

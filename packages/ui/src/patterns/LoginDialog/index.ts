export {
  LOGIN_DIALOG_DESCRIPTION,
  LOGIN_DIALOG_TITLE,
  LoginDialog,
  type LoginDialogProps,
  type LoginDialogTab,
} from './LoginDialog.tsx';

export { Dialog, DialogTrigger, type DialogProps } from './Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { CloseButton } from './CloseButton.tsx';

export { Dialog, DialogTrigger, type DialogProps } from './Dialog.tsx';
export { CloseButton } from './CloseButton.tsx';

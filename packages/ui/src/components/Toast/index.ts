export { ToastProvider, useToasts, useToastsShown } from './ToastProvider.tsx';
export { Toaster, type ToasterProps } from './Toaster.tsx';
export {
  createToastQueue,
  TOAST_TIMEOUT,
  type ToastContent,
  type ToastOptions,
  type ToastQueueApi,
} from './toastQueue.ts';

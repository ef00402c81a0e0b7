export { Toaster, type ToasterProps } from './Toaster.tsx';
export {
  createToastQueue,
  toast,
  toasts,
  TOAST_TIMEOUT,
  type ToastContent,
  type ToastOptions,
  type ToastQueueApi,
} from './toastQueue.ts';

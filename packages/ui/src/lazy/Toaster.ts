// Loaded when the first toast is shown (code-split from the first load).
export { Toaster } from '../components/Toast/Toaster.tsx';

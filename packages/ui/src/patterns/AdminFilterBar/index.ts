export { AdminFilterBar, type AdminFilter, type AdminFilterBarProps } from './AdminFilterBar.tsx';

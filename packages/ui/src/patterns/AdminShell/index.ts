export { AdminShell, type AdminSection, type AdminShellProps } from './AdminShell.tsx';

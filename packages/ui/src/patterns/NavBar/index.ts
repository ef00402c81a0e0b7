export { NavBar, type NavBarProps } from './NavBar.tsx';
export type { NavAccount } from './NavAccount.tsx';

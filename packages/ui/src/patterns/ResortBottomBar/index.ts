export { ResortBottomBar, type ResortBottomBarProps } from './ResortBottomBar.tsx';

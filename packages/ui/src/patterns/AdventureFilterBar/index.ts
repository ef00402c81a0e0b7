export { AdventureFilterBar, type AdventureFilterBarProps } from './AdventureFilterBar.tsx';

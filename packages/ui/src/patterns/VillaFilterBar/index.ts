export { VillaFilterBar, type VillaFilterBarProps } from './VillaFilterBar.tsx';

export { MobileNavDrawer, type MobileNavDrawerProps } from './MobileNavDrawer.tsx';

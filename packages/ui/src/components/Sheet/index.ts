export { Drawer, Sheet, type DrawerProps, type SheetProps } from './Sheet.tsx';

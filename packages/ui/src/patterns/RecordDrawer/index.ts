export { RecordDrawer, fieldLabel, type RecordDrawerProps } from './RecordDrawer.tsx';

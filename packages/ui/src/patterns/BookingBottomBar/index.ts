export { BookingBottomBar, type BookingBottomBarProps } from './BookingBottomBar.tsx';

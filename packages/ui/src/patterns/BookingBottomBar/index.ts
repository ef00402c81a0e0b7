export {
  BookingBottomBar,
  MOBILE_BAR_THRESHOLD_PX,
  type BookingBottomBarProps,
} from './BookingBottomBar.tsx';

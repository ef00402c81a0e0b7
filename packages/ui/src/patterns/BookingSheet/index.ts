export {
  BOOKING_SHEET_DESCRIPTION,
  BOOKING_SHEET_TITLE,
  BookingSheet,
  type BookingSheetProps,
} from './BookingSheet.tsx';

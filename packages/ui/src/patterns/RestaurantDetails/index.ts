export {
  MenuSections,
  OpeningHours,
  ReservationPanel,
  type MenuSectionsProps,
  type OpeningHoursProps,
  type ReservationPanelProps,
} from './RestaurantDetails.tsx';

export {
  RestaurantCard,
  type RestaurantCardData,
  type RestaurantCardProps,
} from './RestaurantCard.tsx';
export { cuisineBadgeTone, POPULAR_BOOKINGS_THRESHOLD } from './cuisineTones.ts';

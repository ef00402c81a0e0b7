export {
  RestaurantFilterBar,
  restaurantCountText,
  type RestaurantFilterBarProps,
} from './RestaurantFilterBar.tsx';

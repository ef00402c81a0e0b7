export { RestaurantFilterBar, type RestaurantFilterBarProps } from './RestaurantFilterBar.tsx';

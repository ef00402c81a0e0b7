export { ListingCards } from './ListingCards.tsx';

export { ListingCards, type Listing } from './ListingCards.tsx';

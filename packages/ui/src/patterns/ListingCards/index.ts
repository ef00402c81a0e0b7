export { LISTING_CARD_SIZES, ListingCards } from './ListingCards.tsx';

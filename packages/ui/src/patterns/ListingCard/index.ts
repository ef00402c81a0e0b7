export { ListingCard, type ListingCardProps } from './ListingCard.tsx';
export { cardDescription, cardPlace, cardPriceLevel } from './ListingCard.css.ts';

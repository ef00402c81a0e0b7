export { ListingCard, type ListingCardProps } from './ListingCard.tsx';
export {
  cardDescription,
  cardFacts,
  cardNote,
  cardPlace,
  cardPriceLevel,
} from './ListingCard.css.ts';

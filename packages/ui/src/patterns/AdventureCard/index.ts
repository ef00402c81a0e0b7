export {
  AdventureCard,
  type AdventureCardData,
  type AdventureCardProps,
} from './AdventureCard.tsx';

export { GuideCards, type GuideCard, type GuideCardsProps } from './GuideCards.tsx';

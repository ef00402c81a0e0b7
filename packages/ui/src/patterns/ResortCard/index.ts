export { ResortCard, type ResortCardData, type ResortCardProps } from './ResortCard.tsx';

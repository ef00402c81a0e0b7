export { VillaCard, type VillaCardData, type VillaCardProps } from './VillaCard.tsx';

export { VillaCard, type VillaCardProps } from './VillaCard.tsx';

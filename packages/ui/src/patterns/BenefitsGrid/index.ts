export { BenefitsGrid, type BenefitItem, type BenefitsGridProps } from './BenefitsGrid.tsx';

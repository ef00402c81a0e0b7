export { SpecialFeatures, type SpecialFeaturesProps } from './SpecialFeatures.tsx';

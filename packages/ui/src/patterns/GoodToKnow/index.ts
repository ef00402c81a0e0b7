export { beachLabels, GoodToKnow, type GoodToKnowProps } from './GoodToKnow.tsx';

export { RewardsCard, type RewardsCardProps } from './RewardsCard.tsx';

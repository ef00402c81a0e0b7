export { ALL_REVIEWS, ReviewModeration, type ReviewModerationProps } from './ReviewModeration.tsx';

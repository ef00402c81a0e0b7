export { ReviewList, type ReviewListProps } from './ReviewList.tsx';

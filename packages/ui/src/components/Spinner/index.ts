export { Skeleton, Spinner, type SkeletonProps, type SpinnerProps } from './Spinner.tsx';

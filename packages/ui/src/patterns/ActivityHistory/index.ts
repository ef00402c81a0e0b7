export { ActivityHistory, type ActivityHistoryProps } from './ActivityHistory.tsx';

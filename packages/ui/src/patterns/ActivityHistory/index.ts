export {
  ActivityHistory,
  activityDetailSentences,
  type ActivityHistoryProps,
} from './ActivityHistory.tsx';

export { ContentList, type ContentListProps, type ContentStatusFilter } from './ContentList.tsx';
export { ContentStatusBadges } from './ContentStatusBadges.tsx';
export {
  CABO_TIME_ZONE,
  contentActionLabel,
  contentDateTime,
  contentStatusLabel,
} from './contentLabels.ts';

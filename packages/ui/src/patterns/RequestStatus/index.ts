export {
  RequestList,
  RequestStatusCard,
  calendarDay,
  requestStatusTone,
  type RequestListProps,
  type RequestStatusCardProps,
} from './RequestStatus.tsx';

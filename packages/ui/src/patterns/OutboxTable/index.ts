export {
  OUTBOX_EMPTY_TEXT,
  OUTBOX_ERROR_TEXT,
  OutboxTable,
  outboxStateTone,
  type OutboxTableProps,
} from './OutboxTable.tsx';

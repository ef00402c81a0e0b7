export {
  ContentConflictAlert,
  ContentItemHeader,
  type ContentConflictAlertProps,
  type ContentItemAction,
  type ContentItemHeaderProps,
} from './ContentItemHeader.tsx';

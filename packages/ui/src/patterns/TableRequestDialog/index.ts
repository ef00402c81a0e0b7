export {
  TABLE_REQUEST_DESCRIPTION,
  TableRequestDialog,
  type TableRequestDialogProps,
} from './TableRequestDialog.tsx';

export {
  QUICK_INQUIRY_DESCRIPTION,
  QuickInquiryDialog,
  type QuickInquiryDialogProps,
} from './QuickInquiryDialog.tsx';

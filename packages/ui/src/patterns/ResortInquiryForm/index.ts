export { ResortInquiryForm, type ResortInquiryFormProps } from './ResortInquiryForm.tsx';

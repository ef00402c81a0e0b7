export { StaffAccountForm, type StaffAccountFormProps } from './StaffAccountForm.tsx';

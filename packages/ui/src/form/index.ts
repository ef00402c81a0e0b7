export { useContractForm, type ContractFormApi, type FormSchema } from './useContractForm.ts';
export {
  ContractForm,
  FormSendingContext,
  type ContractFormProps,
  type FormSubmitContext,
} from './ContractForm.tsx';
export {
  FormCheckbox,
  FormCustomField,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  useFormField,
  type FormCheckboxProps,
  type FormCustomFieldProps,
  type FormFieldProps,
  type FormSelectProps,
  type FormSubmitButtonProps,
  type FormTextAreaProps,
  type FormTextFieldProps,
} from './FormFields.tsx';
export * as formStyles from './Form.css.ts';

export { useContractForm, type ContractFormApi, type FormSchema } from './useContractForm.ts';
export {
  ContractForm,
  FormSendingContext,
  PRIVACY_NOTICE_PATH,
  type ContractFormProps,
  type FormFillMeta,
  type FormSubmitContext,
} from './ContractForm.tsx';
export {
  FormCheckbox,
  FormCustomField,
  FormDatePicker,
  FormNumberField,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  useFormField,
  type FormCheckboxProps,
  type FormCustomFieldProps,
  type FormDatePickerProps,
  type FormNumberFieldProps,
  type FormFieldProps,
  type FormSelectProps,
  type FormSubmitButtonProps,
  type FormTextAreaProps,
  type FormTextFieldProps,
} from './FormFields.tsx';
export {
  FormListField,
  FormStringListField,
  type FormListFieldProps,
  type FormStringListFieldProps,
} from './FormListField.tsx';
export { ContactFields } from './ContactFields.tsx';
export { FormRichTextField, type FormRichTextFieldProps } from './RichText/FormRichTextField.tsx';
export * as formStyles from './Form.css.ts';

export { ContentEditForm, type ContentEditFormProps } from './ContentEditForm.tsx';
export { emptyContent } from './contentFormValues.ts';

import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldTextProps,
} from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldTextProps {
  placeholder?: string;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (messages, special requests). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  inputRef,
  validationBehavior = 'aria',
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} validationBehavior={validationBehavior} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.control} ${styles.textArea}`}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}

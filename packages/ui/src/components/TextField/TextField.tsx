import type { Ref } from 'react';
import {
  Input,
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

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
  /** The input element, for react-hook-form's focus-on-error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line input; controlled with `value`/`onChange` or uncontrolled. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} validationBehavior={validationBehavior} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.control} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}

import type { Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';

export interface TextFieldProps extends FieldProps<AriaTextFieldProps> {
  /** An example of the expected value; never instead of the label. */
  placeholder?: string;
  /** The input element, for react-hook-form's focus-on-error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled single-line input; controlled with `value`/`onChange` or uncontrolled. */
export function TextField({ placeholder, inputRef, ...props }: TextFieldProps) {
  const { text, root } = splitFieldProps(props);
  return (
    <AriaTextField {...root}>
      <FieldLabel>{text.label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.control} />
      <FieldMessages {...text} />
    </AriaTextField>
  );
}

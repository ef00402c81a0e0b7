import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends FieldProps<AriaTextFieldProps, 'type'> {
  placeholder?: string;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (messages, special requests). */
export function TextArea({ placeholder, rows = 4, inputRef, ...props }: TextAreaProps) {
  const { text, root } = splitFieldProps(props);
  return (
    <AriaTextField {...root}>
      <FieldLabel>{text.label}</FieldLabel>
      <AriaTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.control} ${styles.textArea}`}
      />
      <FieldMessages {...text} />
    </AriaTextField>
  );
}

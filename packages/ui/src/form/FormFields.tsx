import { useContext, useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { Button, type ButtonProps } from '../components/Button/index.ts';
import { Checkbox, type CheckboxProps } from '../components/Checkbox/index.ts';
import { DatePicker, type DatePickerProps } from '../components/DatePicker/index.ts';
import { NumberField, type NumberFieldProps } from '../components/NumberField/index.ts';
import { Select, type SelectProps } from '../components/Select/index.ts';
import { TextArea, type TextAreaProps } from '../components/TextArea/index.ts';
import { TextField, type TextFieldProps } from '../components/TextField/index.ts';
import * as fieldStyles from '../field/Field.css';
import { FormSendingContext } from './ContractForm.tsx';

/** The form's `control` and the name of one of its fields that holds a `V`. */
export interface FormFieldProps<T extends FieldValues, V, TParsed extends FieldValues = T> {
  control: Control<T, unknown, TParsed>;
  name: FieldPathByValue<T, V>;
}

/**
 * Binds one form field to a field component: its value and change handler, the message
 * under it while invalid, and the disabled state while the form is sending. Use it for a
 * control without a `Form…` wrapper (date pickers, number fields, custom widgets).
 */
export function useFormField<T extends FieldValues, V, TParsed extends FieldValues = T>({
  control,
  name,
  isDisabled = false,
}: FormFieldProps<T, V, TParsed> & { isDisabled?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const isSubmitting = useContext(FormSendingContext);
  return {
    /** Spread onto a React Aria field component (with `value` adapted to its type). */
    props: {
      name: field.name,
      onChange: field.onChange as (value: V) => void,
      onBlur: field.onBlur,
      isInvalid: fieldState.invalid,
      errorMessage: fieldState.error?.message,
      isDisabled: isDisabled || isSubmitting,
    },
    value: field.value as V,
    /** For react-hook-form's focus on the first invalid field. */
    ref: field.ref,
  };
}

type Bound =
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'isInvalid' | 'errorMessage';

/** A field component's props less those the form binds (and `Also`), with the form's field. */
type BoundFieldProps<
  T extends FieldValues,
  V,
  TParsed extends FieldValues,
  P,
  Also extends PropertyKey = never,
> = FormFieldProps<T, V, TParsed> & Omit<P, Bound | Also>;

/** A `Form…` component's props less its binding: what it passes on to its field component. */
function passOn<P extends { control: unknown; name: unknown; isDisabled?: boolean }>({
  control: _control,
  name: _name,
  isDisabled: _isDisabled,
  ...rest
}: P) {
  return rest;
}

export type FormTextFieldProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> = BoundFieldProps<T, string | undefined, TParsed, TextFieldProps, 'inputRef'>;

/** A TextField bound to a contract form field (`<FormTextField control={form.control} name="email" … />`). */
export function FormTextField<T extends FieldValues, TParsed extends FieldValues = T>(
  props: FormTextFieldProps<T, TParsed>,
) {
  const f = useFormField<T, string | undefined, TParsed>(props);
  return <TextField {...passOn(props)} {...f.props} value={f.value ?? ''} inputRef={f.ref} />;
}

export type FormTextAreaProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> = BoundFieldProps<T, string | undefined, TParsed, TextAreaProps, 'inputRef'>;

/** A TextArea bound to a contract form field. */
export function FormTextArea<T extends FieldValues, TParsed extends FieldValues = T>(
  props: FormTextAreaProps<T, TParsed>,
) {
  const f = useFormField<T, string | undefined, TParsed>(props);
  return <TextArea {...passOn(props)} {...f.props} value={f.value ?? ''} inputRef={f.ref} />;
}

export type FormSelectProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> = BoundFieldProps<T, string | null | undefined, TParsed, SelectProps>;

/** A Select bound to a contract form field holding the chosen option's id. */
export function FormSelect<T extends FieldValues, TParsed extends FieldValues = T>(
  props: FormSelectProps<T, TParsed>,
) {
  const f = useFormField<T, string | null | undefined, TParsed>(props);
  return <Select {...passOn(props)} {...f.props} value={f.value ?? null} />;
}

export type FormCheckboxProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> = BoundFieldProps<
  T,
  boolean | undefined,
  TParsed,
  CheckboxProps,
  'isSelected' | 'defaultSelected'
>;

/** A Checkbox bound to a boolean contract form field. */
export function FormCheckbox<T extends FieldValues, TParsed extends FieldValues = T>(
  props: FormCheckboxProps<T, TParsed>,
) {
  const f = useFormField<T, boolean | undefined, TParsed>(props);
  return <Checkbox {...passOn(props)} {...f.props} isSelected={f.value ?? false} />;
}

export interface FormSubmitButtonProps extends Omit<
  ButtonProps,
  'type' | 'isPending' | 'pendingLabel'
> {
  /** The label while sending: the spec's 'Submitting...' unless a form names another. */
  submittingLabel?: string;
}

/** The submit button of a ContractForm: disabled and relabelled while the form is sending. */
export function FormSubmitButton({
  submittingLabel = 'Submitting...',
  children,
  isDisabled,
  ...props
}: FormSubmitButtonProps) {
  const isSubmitting = useContext(FormSendingContext);
  // A label change rather than isPending: React Aria announces a pending button through a
  // live region that points at an id the button no longer has.
  return (
    <Button {...props} type="submit" isDisabled={isDisabled || isSubmitting}>
      {isSubmitting ? submittingLabel : children}
    </Button>
  );
}

export interface FormCustomFieldProps<
  T extends FieldValues,
  V,
  TParsed extends FieldValues = T,
> extends FormFieldProps<T, V, TParsed> {
  /** Renders the control; `setValue` stores its result (e.g. a solved captcha's token). */
  children: (field: {
    value: V;
    setValue: (value: V) => void;
    isInvalid: boolean;
    isDisabled: boolean;
    errorId: string;
  }) => ReactNode;
}

/**
 * A field whose control is not a text input (a captcha widget): the control from
 * `children`, the field's message under it in the library's error style.
 */
export function FormCustomField<T extends FieldValues, V, TParsed extends FieldValues = T>({
  control,
  name,
  children,
}: FormCustomFieldProps<T, V, TParsed>) {
  const { props, value } = useFormField<T, V, TParsed>({ control, name });
  const errorId = useId();
  return (
    <div className={fieldStyles.field}>
      {children({
        value,
        setValue: (next) => props.onChange(next),
        isInvalid: props.isInvalid,
        isDisabled: props.isDisabled,
        errorId,
      })}
      {props.errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {props.errorMessage}
        </span>
      ) : null}
    </div>
  );
}

export type FormDatePickerProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> = BoundFieldProps<T, string | undefined, TParsed, DatePickerProps>;

/** A DatePicker bound to a contract form field holding an ISO date ('' while none is picked). */
export function FormDatePicker<T extends FieldValues, TParsed extends FieldValues = T>(
  props: FormDatePickerProps<T, TParsed>,
) {
  const f = useFormField<T, string | undefined, TParsed>(props);
  // The picker's trigger takes the focus when the field is the first invalid one.
  const focusTrigger = (holder: HTMLDivElement | null) =>
    f.ref(holder && { focus: () => holder.querySelector('button')?.focus() });
  return (
    <div ref={focusTrigger} className={fieldStyles.contents}>
      <DatePicker
        {...passOn(props)}
        {...f.props}
        value={f.value || null}
        onChange={(value) => f.props.onChange(value ?? '')}
      />
    </div>
  );
}

export type FormNumberFieldProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> = BoundFieldProps<T, number | undefined, TParsed, NumberFieldProps, 'inputRef'>;

/** A NumberField bound to a numeric contract form field (empty is `undefined`). */
export function FormNumberField<T extends FieldValues, TParsed extends FieldValues = T>(
  props: FormNumberFieldProps<T, TParsed>,
) {
  const f = useFormField<T, number | undefined, TParsed>(props);
  return (
    <NumberField
      {...passOn(props)}
      {...f.props}
      value={f.value ?? Number.NaN}
      onChange={(value) => f.props.onChange(Number.isNaN(value) ? undefined : value)}
      inputRef={f.ref}
    />
  );
}

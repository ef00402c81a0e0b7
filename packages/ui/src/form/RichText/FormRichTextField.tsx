import { lazy, Suspense, useContext, useId, type ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import * as fieldStyles from '../../field/Field.css';
import { FormSendingContext } from '../ContractForm.tsx';
import type { FormFieldProps } from '../FormFields.tsx';
import { emptyRichTextState, RichTextToolbar } from './RichTextToolbar.tsx';
import * as styles from './RichText.css';

// Tiptap and ProseMirror are most of the field's weight: loaded when the field first shows.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export interface FormRichTextFieldProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> extends FormFieldProps<T, string | undefined, TParsed> {
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

/**
 * A blog post's body as HTML (`<FormRichTextField control={form.control} name="content" …/>`):
 * headings, bold, italic, lists, quotes and links, nothing the server would strip on save.
 * The value is the HTML string, '' for an empty document.
 */
export function FormRichTextField<T extends FieldValues, TParsed extends FieldValues = T>({
  control,
  name,
  label,
  description,
  isDisabled = false,
}: FormRichTextFieldProps<T, TParsed>) {
  const { field, fieldState } = useController({ control, name });
  const isSubmitting = useContext(FormSendingContext);
  const disabled = isDisabled || isSubmitting;
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const toolbarLabel = `${typeof label === 'string' ? label : 'Text'} formatting`;
  return (
    <div className={fieldStyles.field}>
      {/* Not a <label>: the writing area is no form control; it names itself by this id. */}
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div
        className={styles.frame}
        data-invalid={fieldState.invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <Suspense
          fallback={
            <>
              <RichTextToolbar
                aria-label={toolbarLabel}
                state={emptyRichTextState}
                isDisabled
                onCommand={() => {}}
                onLink={() => {}}
                onUndo={() => {}}
                onRedo={() => {}}
              />
              <div className={styles.area} aria-busy="true" />
            </>
          }
        >
          <RichTextEditor
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelId={labelId}
            describedBy={describedBy}
            toolbarLabel={toolbarLabel}
            isInvalid={fieldState.invalid}
            isDisabled={disabled}
            focusRef={field.ref}
          />
        </Suspense>
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

import { useContext, useRef, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormState,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';
import { Button } from '../components/Button/index.ts';
import * as fieldStyles from '../field/Field.css';
import { visuallyHidden } from '../theme/utils.css.ts';
import { FormSendingContext } from './ContractForm.tsx';
import { FormTextField } from './FormFields.tsx';
import * as styles from './FormList.css';

export interface FormListFieldProps<T extends FieldValues, TParsed extends FieldValues = T> {
  control: Control<T, unknown, TParsed>;
  /** A field holding an array of objects. */
  name: ArrayPath<T>;
  /** The list's legend, e.g. 'Season rates'. */
  label: string;
  description?: ReactNode;
  /** One row's name, e.g. 'Season': rows are 'Season 2 of 3', the button 'Add season'. */
  itemLabel: string;
  /** A new row's values. */
  newItem: () => FieldArray<T, ArrayPath<T>>;
  /** The row's fields; `prefix` is its field name, e.g. 'seasonRates.1'. */
  renderItem: (row: { prefix: string; index: number; label: string }) => ReactNode;
  /** One field per row (a string list): no row title, field and buttons on one line. */
  compact?: boolean;
  isDisabled?: boolean;
}

type Action = 'up' | 'down' | 'remove';

/**
 * A list of rows of sub-fields (react-hook-form's field array): add, remove, move up and down
 * with buttons, each row a group named '{item} 2 of 3' for screen readers. After a move the
 * focus follows the row; after a removal it goes to the row now in that place (or the add
 * button), so keyboard users never lose their place.
 */
export function FormListField<T extends FieldValues, TParsed extends FieldValues = T>({
  control,
  name,
  label,
  description,
  itemLabel,
  newItem,
  renderItem,
  compact = false,
  isDisabled = false,
}: FormListFieldProps<T, TParsed>) {
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as never });
  const sending = useContext(FormSendingContext);
  const disabled = isDisabled || sending;
  const listRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  const lower = itemLabel.toLowerCase();

  // After the rows re-render: the button of the same action on the row's new place.
  const focusLater = (index: number, action: Action) =>
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector(`[data-row="${index}"]`);
      const buttons = [action, 'down', 'up', 'remove'].map((a) =>
        row?.querySelector<HTMLButtonElement>(`[data-action="${a}"]:not([disabled])`),
      );
      (buttons.find(Boolean) ?? addRef.current)?.focus();
    });

  return (
    <fieldset ref={listRef} className={styles.list} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      {description ? <span className={fieldStyles.description}>{description}</span> : null}
      {fields.length ? (
        <ul className={styles.rows}>
          {fields.map((field, index) => {
            const rowLabel = `${itemLabel} ${index + 1} of ${fields.length}`;
            const buttons = (
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  data-action="up"
                  aria-label={`Move ${lower} ${index + 1} up`}
                  isDisabled={disabled || index === 0}
                  onPress={() => {
                    move(index, index - 1);
                    focusLater(index - 1, 'up');
                  }}
                >
                  Up
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  data-action="down"
                  aria-label={`Move ${lower} ${index + 1} down`}
                  isDisabled={disabled || index === fields.length - 1}
                  onPress={() => {
                    move(index, index + 1);
                    focusLater(index + 1, 'down');
                  }}
                >
                  Down
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  data-action="remove"
                  aria-label={`Remove ${lower} ${index + 1}`}
                  isDisabled={disabled}
                  onPress={() => {
                    remove(index);
                    focusLater(Math.min(index, fields.length - 2), 'remove');
                  }}
                >
                  Remove
                </Button>
              </div>
            );
            const fieldsOfRow = renderItem({ prefix: `${name}.${index}`, index, label: rowLabel });
            return (
              <li key={field.id} data-row={index}>
                {compact ? (
                  <div className={styles.compactRow}>
                    {fieldsOfRow}
                    {buttons}
                  </div>
                ) : (
                  <div role="group" aria-label={rowLabel} className={styles.row}>
                    <p className={styles.rowTitle} aria-hidden="true">
                      {rowLabel}
                    </p>
                    <div className={styles.rowFields}>{fieldsOfRow}</div>
                    {buttons}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty}>None yet.</p>
      )}
      {message ? (
        <span className={fieldStyles.error} role="alert">
          {message}
        </span>
      ) : null}
      <div>
        <Button
          ref={addRef}
          size="sm"
          variant="secondary"
          isDisabled={disabled}
          onPress={() => append(newItem(), { shouldFocus: true })}
        >
          {`Add ${lower}`}
        </Button>
      </div>
    </fieldset>
  );
}

export interface FormStringListFieldProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> extends Omit<FormListFieldProps<T, TParsed>, 'newItem' | 'renderItem' | 'compact'> {
  /** A hint inside each empty field, e.g. 'Infinity pool'. */
  placeholder?: string;
}

/**
 * A list of strings: one text field per row (held as `{ value }`, since field arrays hold
 * objects), each labelled '{item} 2 of 5', with the list's buttons.
 */
export function FormStringListField<T extends FieldValues, TParsed extends FieldValues = T>({
  placeholder,
  ...props
}: FormStringListFieldProps<T, TParsed>) {
  return (
    <FormListField
      {...props}
      compact
      newItem={() => ({ value: '' }) as FieldArray<T, ArrayPath<T>>}
      renderItem={({ prefix, label }) => (
        <FormTextField
          control={props.control as unknown as Control<FieldValues>}
          name={`${prefix}.value`}
          // The list's legend names the rows on screen; each field's own name is for
          // screen readers (and the row's buttons say which row they move).
          label={<span className={visuallyHidden}>{label}</span>}
          placeholder={placeholder}
        />
      )}
    />
  );
}

import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends FieldProps<
  AriaSelectProps<SelectOption>,
  'value' | 'defaultValue' | 'onChange' | 'selectionMode'
> {
  options: readonly SelectOption[];
  /** The selected option's id (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

/** A labelled single-choice dropdown (sort, cuisine, party size, guest count). */
export function Select({ options, onChange, ...props }: SelectProps) {
  const { text, root } = splitFieldProps(props);
  return (
    <AriaSelect
      {...root}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
    >
      <FieldLabel>{text.label}</FieldLabel>
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </Button>
      <FieldMessages {...text} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected ? (
                    <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true">
                      <path
                        d="M3 8.5l3.2 3L13 4.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      />
                    </svg>
                  ) : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { FieldLabel, FieldMessages, splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends FieldProps<AriaSearchFieldProps> {
  placeholder?: string;
  /** Keeps the label for screen readers only (filter bars where the icon says "search"). */
  hideLabel?: boolean;
}

/** A search input with a clear button; Escape clears it too. */
export function SearchField({ placeholder, hideLabel = false, ...props }: SearchFieldProps) {
  const { text, root } = splitFieldProps(props);
  return (
    <AriaSearchField {...root}>
      {hideLabel ? (
        <span className={visuallyHidden}>
          <FieldLabel>{text.label}</FieldLabel>
        </span>
      ) : (
        <FieldLabel>{text.label}</FieldLabel>
      )}
      <div className={styles.box}>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path d="M13 13l4 4" stroke="currentColor" strokeWidth="1.75" />
        </svg>
        <Input placeholder={placeholder} className={`${fieldStyles.control} ${styles.input}`} />
        <Button className={styles.clear} aria-label="Clear search">
          <svg className={styles.clearIcon} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" fill="none" />
          </svg>
        </Button>
      </div>
      <FieldMessages {...text} />
    </AriaSearchField>
  );
}

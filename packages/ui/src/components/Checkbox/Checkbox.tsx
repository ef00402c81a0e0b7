import { useId, type ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  description?: ReactNode;
  /** Shown under the checkbox while `isInvalid`. */
  errorMessage?: ReactNode;
}

/** A labelled checkbox; controlled with `isSelected`/`onChange(boolean)`. */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: CheckboxProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        {...props}
        isInvalid={isInvalid}
        validationBehavior={validationBehavior}
        aria-describedby={describedBy}
        className={styles.checkbox}
      >
        <span className={styles.box} aria-hidden="true">
          <svg className={styles.check} viewBox="0 0 16 16">
            <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
          </svg>
        </span>
        <span>{children}</span>
      </AriaCheckbox>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {errorId ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

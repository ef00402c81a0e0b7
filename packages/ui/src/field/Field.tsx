import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

/** The label, description and error message every field shares (spec: errors under fields). */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={styles.label}>{children}</Label>;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** Shown only while the field is invalid; `children` overrides the browser's message. */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.error}>{children}</FieldError>;
}

/** Props shared by every labelled form field of the library. */
export interface FieldTextProps {
  label: ReactNode;
  description?: ReactNode;
  /** The message under the field while it is invalid (e.g. from react-hook-form). */
  errorMessage?: ReactNode;
}

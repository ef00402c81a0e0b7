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

/**
 * A field component's props: its React Aria root's, less what the library styles or renders
 * itself (and any `Replaced` the field types its own way), plus the field's texts.
 */
export type FieldProps<AriaProps, Replaced extends keyof AriaProps = never> = Omit<
  AriaProps,
  'className' | 'style' | 'children' | Replaced
> &
  FieldTextProps;

/** What stands under every field's control: its description, then its error while invalid. */
export function FieldMessages({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}

/**
 * Splits a field's props into its texts (label, description, error) and the props of its
 * React Aria root. The root reports invalidity through ARIA by default, so the form's own
 * validation decides what is wrong and the browser shows no bubbles of its own.
 */
export function splitFieldProps<
  P extends FieldTextProps & { validationBehavior?: 'aria' | 'native' },
>({ label, description, errorMessage, validationBehavior = 'aria', ...rest }: P) {
  return {
    text: { label, description, errorMessage },
    root: { ...rest, validationBehavior, className: styles.field },
  };
}

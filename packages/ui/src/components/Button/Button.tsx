import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** Primary for the one main action of a view; destructive for what cannot be undone. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'destructive';
  /** Height and padding; `md` unless the layout needs otherwise. */
  size?: 'sm' | 'md' | 'lg';
  /** Fills its container's width (phones, sheets). */
  fullWidth?: boolean;
  /** The label: a verb that names the action. */
  children: ReactNode;
  /** Text read by screen readers while `isPending` (defaults to the button's own label). */
  pendingLabel?: string;
  /** The button element (e.g. to focus the safe choice of a confirmation). */
  ref?: Ref<HTMLButtonElement>;
}

/** The site's button: React Aria's Button with the theme's variants and a pending spinner. */
export function Button({
  variant,
  size,
  fullWidth,
  children,
  isPending,
  pendingLabel,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={styles.button({ variant, size, fullWidth })}
    >
      {isPending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}

import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'destructive';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
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

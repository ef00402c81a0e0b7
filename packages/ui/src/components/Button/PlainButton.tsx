import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.css';

export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children'
> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'destructive';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  children: ReactNode;
}

/**
 * The site's button as a native `<button type="button">` with `onClick`: the same look as
 * `Button`, without React Aria's press code, for the few buttons every page loads (a hero's
 * call to action, a video's pause). Forms and dialogs use `Button` (pending state, press
 * events that behave the same on every device).
 */
export function PlainButton({
  variant,
  size,
  fullWidth,
  type = 'button',
  ...props
}: PlainButtonProps) {
  return <button {...props} type={type} className={styles.button({ variant, size, fullWidth })} />;
}

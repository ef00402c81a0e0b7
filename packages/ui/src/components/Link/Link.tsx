import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  variant?: 'inline' | 'standalone' | 'button';
  /** Opens in a new tab, safely, and says so to screen-reader users. */
  isExternal?: boolean;
  children: ReactNode;
}

/**
 * The site's link. Client-side navigation comes from a React Aria `RouterProvider` set up by the
 * app; without one it is a plain anchor.
 */
export function Link({ variant, isExternal, children, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={styles.link({ variant })}
    >
      {children}
      {isExternal ? <span className={visuallyHidden}> (opens in a new tab)</span> : null}
    </AriaLink>
  );
}

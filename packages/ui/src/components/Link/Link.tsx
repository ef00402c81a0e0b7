import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './Link.css';
import { PlainLink, type PlainLinkProps } from './PlainLink.tsx';

export interface LinkProps extends Omit<PlainLinkProps, 'className' | 'style' | 'children'> {
  variant?: 'inline' | 'standalone' | 'button';
  /** Opens in a new tab, safely, and says so to screen-reader users. */
  isExternal?: boolean;
  children: ReactNode;
}

/**
 * The site's link: a native anchor (`PlainLink`) in the theme's variants. Client-side
 * navigation comes from the app's `NavigationProvider`; without one it is a plain anchor.
 */
export function Link({ variant, isExternal, children, ...props }: LinkProps) {
  return (
    <PlainLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={styles.link({ variant })}
    >
      {children}
      {isExternal ? <span className={visuallyHidden}> (opens in a new tab)</span> : null}
    </PlainLink>
  );
}

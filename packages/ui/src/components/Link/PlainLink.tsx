import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from './navigation.tsx';

export interface PlainLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A native anchor that navigates client-side through the nearest `NavigationProvider` (same
 * rules as React Aria's links: a same-origin, same-tab, unmodified primary click). No React
 * Aria code: the chrome on every page uses it, and the first load stays small. Style it with
 * `states()` (theme/fragments.ts) for hover, press and keyboard focus.
 */
export function PlainLink({ href, onClick, children, ...props }: PlainLinkProps) {
  const navigate = useNavigate();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const a = e.currentTarget;
    const target = a.getAttribute('target');
    if (
      !navigate ||
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.altKey ||
      e.shiftKey ||
      (target && target !== '_self') ||
      a.hasAttribute('download') ||
      a.origin !== window.location.origin
    ) {
      return;
    }
    e.preventDefault();
    navigate(href);
  };
  return (
    <a {...props} href={href} onClick={click}>
      {children}
    </a>
  );
}

import { PlainLink as Link } from '../components/Link/PlainLink.tsx';
import type { SocialLink } from '@cabo/contract';

/**
 * The site's social networks as a list of links that open in a new tab (each name says so);
 * the footer and the mobile menu style it their own way.
 */
export function SocialLinks({
  social,
  className,
  linkClassName,
  'aria-label': ariaLabel,
}: {
  social: SocialLink[];
  className: string;
  linkClassName: string;
  'aria-label'?: string;
}) {
  return (
    <ul className={className} aria-label={ariaLabel}>
      {social.map((s) => (
        <li key={s.network}>
          <Link
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
            aria-label={`${s.network} (opens in a new tab)`}
          >
            {s.network}
          </Link>
        </li>
      ))}
    </ul>
  );
}

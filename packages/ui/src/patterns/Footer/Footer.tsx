import { PlainLink as Link } from '../../components/Link/PlainLink.tsx';
import { MailIcon, PhoneIcon } from '../../common/icons.tsx';
import { SocialLinks } from '../../common/SocialLinks.tsx';
import type { NavLinkItem, SocialLink } from '@cabo/contract';
import * as styles from './Footer.css';

export interface FooterLinkGroup {
  title: string;
  links: NavLinkItem[];
}

export interface FooterProps {
  siteName: string;
  tagline: string;
  groups: FooterLinkGroup[];
  email: string;
  phone: string;
  phoneHref: string;
  /** The messaging number's chat link (wa.me). */
  whatsappHref: string;
  social: SocialLink[];
  /** Year shown in the copyright line (passed in so renders are deterministic). */
  year: number;
}

/** Site footer: tagline, contact details, social links and the four link groups (docs/catalogue.md). */
export function Footer({
  siteName,
  tagline,
  groups,
  email,
  phone,
  phoneHref,
  whatsappHref,
  social,
  year,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div>
            <p className={styles.brandName}>{siteName}</p>
            <p className={styles.tagline}>{tagline}</p>
            <address className={styles.contact}>
              <Link href={`mailto:${email}`} className={styles.contactLink}>
                <MailIcon />
                {email}
              </Link>
              <Link href={phoneHref} className={styles.contactLink}>
                <PhoneIcon />
                {phone}
              </Link>
              <Link
                href={whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.contactLink}
              >
                WhatsApp {phone}
              </Link>
            </address>
            <SocialLinks
              social={social}
              className={styles.social}
              linkClassName={styles.socialLink}
              aria-label="Social networks"
            />
          </div>
          <nav aria-label="Footer" className={styles.groups}>
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href} className={styles.link}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.bottom}>
          © {year} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

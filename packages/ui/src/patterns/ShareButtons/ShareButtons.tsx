import type { SharePlatform } from '@cabo/contract';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import * as styles from './ShareButtons.css';

/** The share window's size (docs/accounts-and-security.md: 600×400). */
export const SHARE_WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=400';

const encode = encodeURIComponent;

/** The networks in the order shown, with the share address each opens. */
export const shareTargets: {
  platform: SharePlatform;
  label: string;
  href: (url: string, title: string) => string;
}[] = [
  {
    platform: 'whatsapp',
    label: 'WhatsApp',
    href: (url, title) => `https://wa.me/?text=${encode(`${title} ${url}`)}`,
  },
  {
    platform: 'facebook',
    label: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
  },
  {
    platform: 'twitter',
    label: 'Twitter',
    href: (url, title) =>
      `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
  },
  {
    platform: 'pinterest',
    label: 'Pinterest',
    href: (url, title) =>
      `https://www.pinterest.com/pin/create/button/?url=${encode(url)}&description=${encode(title)}`,
  },
];

export interface ShareButtonsProps {
  /** The section heading, e.g. 'Share This Adventure'. */
  title: string;
  /** The page's absolute address, the one shared. */
  url: string;
  /** The listing's name, the text beside the link where a network takes one. */
  text: string;
  /** After a network's share window opened (the site records the share for points). */
  onShare?: (platform: SharePlatform) => void;
  /** A line under the buttons, e.g. 'Log in to earn 10 points for each share'. */
  note?: string;
}

/**
 * WhatsApp, Facebook, Twitter and Pinterest: each opens the network's share page for this
 * page's address in a 600×400 window, then reports the platform.
 */
export function ShareButtons({ title, url, text, onShare, note }: ShareButtonsProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {shareTargets.map((t) => (
          <li key={t.platform}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Share on ${t.label} (opens a new window)`}
              onPress={() => {
                window.open(t.href(url, text), '_blank', SHARE_WINDOW_FEATURES);
                onShare?.(t.platform);
              }}
            >
              {t.label}
            </Button>
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}

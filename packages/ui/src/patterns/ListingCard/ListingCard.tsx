import type { ReactNode } from 'react';
import { ListingCover, type ListingCoverProps } from '../../components/Image/index.ts';
import { PlainLink } from '../../components/Link/PlainLink.tsx';
import * as styles from './ListingCard.css';

export interface ListingCardProps {
  /** The listing's name: the heading, whose link covers the whole card (its accessible name). */
  title: string;
  /** The listing's page. */
  href: string;
  headingLevel?: 2 | 3;
  /**
   * The cover (docs/media.md): the listing's first picture, else its drawn art, in 3:2 unless
   * `className` frames the art otherwise (a post's 16:10).
   */
  media: Omit<ListingCoverProps, 'hero' | 'eager'>;
  /** Above the fold: load the cover at once. */
  eager?: boolean;
  /** On the cover's corner ('Beachfront', '-30%'). */
  badge?: ReactNode;
  /** Above the title (the place, the category). */
  eyebrow?: ReactNode;
  /** Below the title (rating, facts, description). */
  meta?: ReactNode;
  /** At the bottom, left (the price; a post's author). */
  price?: ReactNode;
  /** At the bottom, right or full width (a button); above the card's link. */
  actions?: ReactNode;
  /**
   * `grid` fills its cell; `scroller` is 300 px wide; `featured` puts the picture beside the
   * text and shows the description in full.
   */
  layout?: keyof typeof styles.layout;
  /** The body's spacing: `roomy` for cards with a description, `tight` for short ones. */
  density?: keyof typeof styles.density;
}

/**
 * A catalogue card (docs/catalogue.md): the cover with an optional badge, then eyebrow, title,
 * meta, and a footer of price and actions. The title's link stretches over the card; the
 * footer stands above it. A plain link: React Aria's router stays out of every card.
 */
export function ListingCard({
  title,
  href,
  headingLevel = 3,
  media,
  eager,
  badge,
  eyebrow,
  meta,
  price,
  actions,
  layout = 'grid',
  density = 'roomy',
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.layout[layout]}>
      <ListingCover className={styles.image} {...media} eager={eager} />
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      <div className={styles.density[density]}>
        {eyebrow}
        <Heading className={styles.title}>
          <PlainLink href={href} className={styles.link}>
            {title}
          </PlainLink>
        </Heading>
        {meta}
        {price || actions ? (
          <div className={styles.footer}>
            {price}
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}

import * as styles from './BlogCard.css';
import { formatPostDate } from './formatPostDate.ts';
import { GRID_CARD_SIZES, type ShownPicture } from '../../components/Image/index.ts';
import { cardDescription, cardFacts, cardNote, ListingCard } from '../ListingCard/index.ts';

export interface BlogCardPost {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  /** The post's own pictures (docs/media.md): the first is the card's photo. */
  pictures?: readonly ShownPicture[];
  category: string;
  author: string;
  /** yyyy-MM-dd */
  date: string;
  readTime: string;
}

export interface BlogCardProps {
  post: BlogCardPost;
  /** The featured card is wide, with the full excerpt; `default` by default. */
  variant?: 'default' | 'featured';
  /** 3 by default. */
  headingLevel?: 2 | 3;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
}

/** How wide a card is: the featured one across two thirds, the rest three to a row. */
const FEATURED_SIZES = '(min-width: 64rem) 66vw, 100vw';

/** A blog post teaser linking to /blog/{slug}. */
export function BlogCard({ post, variant, headingLevel, eager }: BlogCardProps) {
  const featured = variant === 'featured';
  return (
    <ListingCard
      title={post.title}
      href={`/blog/${post.slug}`}
      headingLevel={headingLevel}
      media={{
        pictures: post.pictures,
        imageUrl: post.imageUrl,
        width: featured ? 720 : 480,
        height: featured ? 450 : 300,
        sizes: featured ? FEATURED_SIZES : GRID_CARD_SIZES,
        className: styles.art,
      }}
      eager={eager}
      layout={featured ? 'featured' : 'grid'}
      eyebrow={
        <>
          <span className={styles.category}>{post.category}</span>
          <p className={cardFacts}>
            {featured ? null : <time dateTime={post.date}>{formatPostDate(post.date)}</time>}
            <span>{post.readTime}</span>
          </p>
        </>
      }
      meta={<p className={cardDescription}>{post.excerpt}</p>}
      price={<p className={cardNote}>{post.author}</p>}
    />
  );
}

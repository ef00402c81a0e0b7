import { PlainLink as Link } from '../../components/Link/PlainLink.tsx';
import * as styles from './BlogCard.css';
import { formatPostDate } from './formatPostDate.ts';
import { GRID_CARD_SIZES, ListingCover, type ShownPicture } from '../../components/Image/index.ts';

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
  /** The featured card is wide, with the full excerpt. */
  variant?: 'default' | 'featured';
  headingLevel?: 2 | 3;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
}

/** How wide a card is: the featured one across two thirds, the rest three to a row. */
const FEATURED_SIZES = '(min-width: 64rem) 66vw, 100vw';

/** A blog post teaser linking to /blog/{slug}. */
export function BlogCard({ post, variant = 'default', headingLevel = 3, eager }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  const featured = variant === 'featured';
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <ListingCover
        pictures={post.pictures}
        imageUrl={post.imageUrl}
        width={featured ? 720 : 480}
        height={featured ? 450 : 300}
        eager={eager}
        sizes={featured ? FEATURED_SIZES : GRID_CARD_SIZES}
        className={featured ? styles.featuredImage : styles.image}
      />
      <div className={styles.body}>
        <span className={styles.category}>{post.category}</span>
        <p className={styles.meta}>
          {featured ? null : <time dateTime={post.date}>{formatPostDate(post.date)}</time>}
          <span>{post.readTime}</span>
        </p>
        <Heading className={featured ? styles.featuredTitle : styles.title}>
          <Link href={`/blog/${post.slug}`} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={featured ? styles.featuredExcerpt : styles.excerpt}>{post.excerpt}</p>
        <p className={styles.author}>{post.author}</p>
      </div>
    </article>
  );
}

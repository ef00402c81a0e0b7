import { fileOrPictureProps, Image, type ShownPicture } from '../../components/Image/index.ts';
import { Link } from '../../components/Link/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './SocialFeed.css';

export interface SocialPost {
  image: string;
  /** Describes the picture; also the link's name. */
  alt: string;
  caption?: string;
  /** The same picture from the media library (docs/media.md), shown instead of the file. */
  picture?: ShownPicture;
}

export interface SocialFeedProps {
  /** e.g. '@Cabo'. */
  handle: string;
  /** The profile the posts link to. */
  profileUrl: string;
  /** The network's name, e.g. 'Instagram'. */
  network: string;
  posts: SocialPost[];
}

/** Two to four tiles a row. */
const SOCIAL_TILE_SIZES = '(min-width: 48rem) 25vw, 50vw';

/**
 * The "embedded" social feed of the partner page, drawn from our own posts and images: no
 * third-party script, frame or tracking; each post links to the profile in a new tab.
 */
export function SocialFeed({ handle, profileUrl, network, posts }: SocialFeedProps) {
  return (
    <div className={styles.feed}>
      <ul className={styles.grid} aria-label={`Latest posts from ${handle} on ${network}`}>
        {posts.map((post) => (
          <li key={post.image} className={styles.post}>
            <a className={styles.tile} href={profileUrl} target="_blank" rel="noopener noreferrer">
              <Image
                {...fileOrPictureProps(post.image, post.picture, SOCIAL_TILE_SIZES)}
                alt={post.alt}
                width={600}
                height={600}
              />
              <span className={visuallyHidden}> (opens {network} in a new tab)</span>
            </a>
            {post.caption ? <p className={styles.caption}>{post.caption}</p> : null}
          </li>
        ))}
      </ul>
      <Link variant="button" href={profileUrl} isExternal>
        Follow {handle} on {network}
      </Link>
    </div>
  );
}

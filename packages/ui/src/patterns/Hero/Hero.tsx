import { useId, type ReactNode } from 'react';
import { Image } from '../../components/Image/Image.tsx';
import { fileOrPictureProps, type ShownPicture } from '../../components/Image/media.ts';
import * as styles from './Hero.css';

export interface HeroImage {
  src: string;
  /** Describe the picture, or '' when it is decoration only. */
  alt: string;
  /** Intrinsic size: reserves the picture's box before it loads, so nothing shifts. */
  width: number;
  height: number;
  /** A hero picture is usually the page's largest paint: fetched first unless told otherwise. */
  fetchPriority?: 'high' | 'low' | 'auto';
  loading?: 'eager' | 'lazy';
  /** The same picture from the media library (docs/media.md): AVIF, WebP and JPEG sizes. */
  picture?: ShownPicture;
}

/** How wide the hero's picture is shown: beside the text on wide screens, under it on phones. */
export const HERO_IMAGE_SIZES = '(min-width: 64rem) 50vw, 100vw';

export interface HeroProps {
  /** The page's main heading (h1). */
  title: ReactNode;
  intro?: ReactNode;
  /** A short label above the title, in a pill. */
  eyebrow?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** More content under the actions, e.g. social proof. */
  children?: ReactNode;
  /** Shown beside the text from the large breakpoint (under it on small screens): a video, a gallery. */
  media?: ReactNode;
  /** A picture in the media place, when there is no `media`. */
  image?: HeroImage;
  tone?: 'sand' | 'sea';
}

/**
 * The top of a page: its h1, an intro and calls to action on a soft gradient. With media or an
 * image the text sits beside it; without, the text is centred.
 */
export function Hero({
  title,
  intro,
  eyebrow,
  actions,
  children,
  media,
  image,
  tone = 'sand',
}: HeroProps) {
  const titleId = useId();
  const layout = media || image ? 'split' : 'centered';
  return (
    <section className={styles.hero({ tone })} aria-labelledby={titleId}>
      <div className={styles.inner({ layout })}>
        <div>
          {eyebrow ? (
            <p className={styles.eyebrowRow}>
              <span className={styles.eyebrow}>{eyebrow}</span>
            </p>
          ) : null}
          <h1 id={titleId} className={styles.title({ layout })}>
            {title}
          </h1>
          {intro ? <p className={styles.intro({ layout })}>{intro}</p> : null}
          {actions ? <div className={styles.actions({ layout })}>{actions}</div> : null}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </div>
        {media ? (
          <div className={styles.media}>{media}</div>
        ) : image?.picture ? (
          <div className={styles.media}>
            <Image
              {...fileOrPictureProps(image.src, image.picture, HERO_IMAGE_SIZES)}
              alt={image.alt}
              width={image.width}
              height={image.height}
              priority
            />
          </div>
        ) : image ? (
          <div className={styles.media}>
            {/* A plain img, not the library's Image: that one hides the picture until a script
                sees it load, which would hold back the largest paint of a server-rendered page. */}
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              fetchPriority={image.fetchPriority ?? 'high'}
              loading={image.loading ?? 'eager'}
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

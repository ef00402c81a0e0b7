import { useId } from 'react';
import { Image, mediaImageProps, type ShownPicture } from '../../components/Image/index.ts';
import { Rating } from '../../components/Rating/index.ts';
import * as styles from './AdventureHero.css';

export interface AdventureHeroProps {
  title: string;
  imageUrl: string;
  /** The adventure's own cover (docs/media.md), shown instead of `imageUrl`. */
  picture?: ShownPicture;
  rating?: number;
  duration: string;
  minAge: number;
  /** e.g. the tour brand. */
  provider?: string;
}

/** The hero spans the page. */
export const ADVENTURE_HERO_SIZES = '100vw';

/**
 * The top of an adventure page: its picture (the page's largest paint, fetched first) under the
 * title, star rating, duration and minimum age.
 */
export function AdventureHero({
  title,
  imageUrl,
  picture,
  rating,
  duration,
  minAge,
  provider,
}: AdventureHeroProps) {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      {picture ? (
        <div className={styles.image}>
          <Image
            {...mediaImageProps(picture, ADVENTURE_HERO_SIZES)}
            priority
            frameClassName={styles.fill}
          />
        </div>
      ) : (
        <img
          src={imageUrl}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          loading="eager"
          className={styles.image}
        />
      )}
      <div className={styles.scrim}>
        <div className={styles.inner}>
          {provider ? <p className={styles.provider}>{provider}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <ul className={styles.facts}>
            {rating !== undefined ? (
              <li>
                <Rating value={rating} showValue />
              </li>
            ) : null}
            <li>{duration}</li>
            <li>Minimum age {minAge}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}

import { Image } from '../../components/Image/Image.tsx';
import { fileOrPictureProps, type ShownPicture } from '../../components/Image/media.ts';
import * as styles from './Testimonials.css';

export interface TestimonialItem {
  quote: string;
  name: string;
  /** Who they are or what they booked ("Family trip, 6 guests"). */
  detail: string;
  /** A square picture; decorative (the name is in the text). */
  avatar?: string;
  /** The avatar from the media library (docs/media.md): small AVIF, WebP and JPEG sizes. */
  avatarPicture?: ShownPicture;
}

export interface TestimonialsProps {
  items: readonly TestimonialItem[];
}

/** Guests' words: quote, name and detail, side by side from the medium breakpoint. */
export function Testimonials({ items }: TestimonialsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.name} className={styles.card}>
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className={styles.caption}>
              {item.avatar ? (
                // The frame fills this box (its own width is the container's).
                <span className={styles.avatar}>
                  <Image
                    {...fileOrPictureProps(item.avatar, item.avatarPicture, '3rem')}
                    alt=""
                    width={48}
                    height={48}
                    radius="pill"
                  />
                </span>
              ) : null}
              <span>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.detail}>{item.detail}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Dialog } from '../../components/Dialog/index.ts';
import { Image, mediaImageProps, type ShownPicture } from '../../components/Image/index.ts';
import * as styles from './VillaGallery.css';

export interface VillaGalleryImage {
  src: string;
  alt: string;
  /** A media library picture (docs/media.md): shown responsive, in AVIF or WebP when it can. */
  picture?: ShownPicture;
}

/** How wide each place shows a picture: the page (80rem less its padding), a thumbnail, the lightbox. */
export const villaGallerySizes = {
  stage: '(min-width: 80rem) 78rem, calc(100vw - 2rem)',
  thumbnail: '6rem',
  lightbox: '(min-width: 48rem) 48rem, 100vw',
} as const;

export interface VillaGalleryProps {
  images: readonly VillaGalleryImage[];
  /** The villa's name, for the gallery's and the lightbox's labels. */
  name: string;
  width?: number;
  height?: number;
}

/** The index after moving `by` from `index` among `count` images: past either end it wraps. */
export const wrapIndex = (index: number, by: number, count: number) =>
  count === 0 ? 0 : (((index + by) % count) + count) % count;

/**
 * An image with a placeholder until it has loaded. A server-rendered image may finish before
 * React hydrates (its load event is then missed), so `complete` is checked on mount too.
 */
function LoadingImage({
  src,
  alt,
  picture,
  sizes,
  width,
  height,
  eager,
  className,
}: VillaGalleryImage & {
  sizes: string;
  width: number;
  height: number;
  eager?: boolean;
  className: string;
}) {
  if (picture) {
    // Image keeps its own placeholder; the frame's ratio is the gallery's, cropped around
    // the picture's focal point.
    return (
      <Image
        {...mediaImageProps(picture, sizes)}
        alt={alt}
        width={width}
        height={height}
        priority={eager}
      />
    );
  }
  return (
    <PlainImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      eager={eager}
      className={className}
    />
  );
}

function PlainImage({
  src,
  alt,
  width,
  height,
  eager,
  className,
}: VillaGalleryImage & { width: number; height: number; eager?: boolean; className: string }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) setLoaded(img.currentSrc || src);
    },
    [src],
  );
  const isLoaded = loaded !== null && loaded.endsWith(src);
  return (
    <span className={styles.frame} data-loaded={isLoaded ? '' : undefined}>
      {isLoaded ? null : <span className={styles.placeholder} aria-hidden="true" />}
      <img
        ref={ref}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        onLoad={(e) => setLoaded(e.currentTarget.currentSrc || src)}
        className={className}
      />
    </span>
  );
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.arrowIcon} viewBox="0 0 16 16" aria-hidden="true">
      <path
        d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      />
    </svg>
  );
}

/**
 * The villa gallery (docs/stays.md): the current image with previous and next (the index wraps
 * around), thumbnails, and a lightbox opened from the image; every image shows a placeholder
 * until it has loaded. Arrow keys move in the lightbox.
 */
export function VillaGallery({ images, name, width = 800, height = 600 }: VillaGalleryProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = images.length;
  // In the lightbox the arrow keys move, wherever the focus is inside it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => wrapIndex(i, -1, count));
      else if (event.key === 'ArrowRight') setIndex((i) => wrapIndex(i, 1, count));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, count]);
  const current = images[index];
  if (!current) return null;
  const move = (by: number) => setIndex((i) => wrapIndex(i, by, count));
  const position = `${index + 1} / ${count}`;

  const controls = (
    <>
      <Button
        className={`${styles.arrow} ${styles.previous}`}
        onPress={() => move(-1)}
        aria-label="Previous image"
      >
        <Arrow direction="previous" />
      </Button>
      <Button
        className={`${styles.arrow} ${styles.next}`}
        onPress={() => move(1)}
        aria-label="Next image"
      >
        <Arrow direction="next" />
      </Button>
    </>
  );

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={`${name} photos`}
    >
      <div className={styles.stage}>
        <Button
          className={styles.open}
          onPress={() => setOpen(true)}
          aria-label={`Open photo ${position} larger: ${current.alt}`}
        >
          <LoadingImage
            key={current.src}
            {...current}
            sizes={villaGallerySizes.stage}
            width={width}
            height={height}
            eager={index === 0}
            className={styles.image}
          />
        </Button>
        {count > 1 ? controls : null}
        <span className={styles.counter} aria-live="polite">
          {position}
        </span>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={image.src}>
              <Button
                className={styles.thumbnail}
                onPress={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}: ${image.alt}`}
                aria-current={i === index ? 'true' : undefined}
              >
                <LoadingImage
                  src={image.src}
                  picture={image.picture}
                  sizes={villaGallerySizes.thumbnail}
                  alt=""
                  width={width / 5}
                  height={height / 5}
                  className={styles.thumbnailImage}
                />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog isOpen={open} onOpenChange={setOpen} title={`${name}: photo ${position}`} size="lg">
        <div className={styles.lightbox}>
          <LoadingImage
            key={current.src}
            {...current}
            sizes={villaGallerySizes.lightbox}
            width={width}
            height={height}
            eager
            className={styles.image}
          />
          {count > 1 ? controls : null}
        </div>
      </Dialog>
    </section>
  );
}

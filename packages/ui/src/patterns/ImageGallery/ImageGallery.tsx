import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Dialog } from '../../components/Dialog/index.ts';
import { Image, mediaImageProps, type ShownPicture } from '../../components/Image/index.ts';
import * as styles from './ImageGallery.css';

export interface GalleryImage {
  src: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
  /** A media library picture (docs/media.md): shown responsive, in AVIF or WebP when it can. */
  picture?: ShownPicture;
}

/** How wide a picture is shown: a tile of the 2-, 3- or 4-column grid, and in the dialog. */
export const imageGallerySizes = {
  tile: '(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw',
  large: '(min-width: 48rem) 48rem, 100vw',
} as const;

export interface ImageGalleryProps {
  images: GalleryImage[];
  title?: string;
  subtitle?: string;
}

/**
 * A grid of images (2, 3 or 4 columns by width) with captions shown on hover or keyboard
 * focus; choosing an image opens it larger in a dialog with its caption (docs/catalogue.md).
 */
export function ImageGallery({ images, title, subtitle }: ImageGalleryProps) {
  const [open, setOpen] = useState<GalleryImage | null>(null);
  return (
    <section
      aria-label={title ? undefined : 'Gallery'}
      aria-labelledby={title ? 'gallery-title' : undefined}
    >
      {title || subtitle ? (
        <div className={styles.header}>
          {title ? (
            <h2 id="gallery-title" className={styles.title}>
              {title}
            </h2>
          ) : null}
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
      ) : null}
      <ul className={styles.grid}>
        {images.map((image) => (
          <li key={image.src}>
            <Button
              className={styles.tile}
              onPress={() => setOpen(image)}
              aria-label={`View larger: ${image.caption ?? image.alt}`}
            >
              {image.picture ? (
                // The tile's 4:3, cropped around the picture's focal point.
                <Image
                  {...mediaImageProps(image.picture, imageGallerySizes.tile)}
                  alt=""
                  width={800}
                  height={600}
                />
              ) : (
                <img
                  src={image.src}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className={styles.image}
                />
              )}
              {image.caption ? (
                <span className={styles.caption} aria-hidden="true">
                  {image.caption}
                </span>
              ) : null}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        title={open?.caption ?? open?.alt ?? ''}
        size="lg"
      >
        {open ? (
          <figure className={styles.figure}>
            {open.picture ? (
              <Image
                {...mediaImageProps(open.picture, imageGallerySizes.large)}
                alt={open.alt}
                radius="md"
                fit="contain"
              />
            ) : (
              <img
                src={open.src}
                alt={open.alt}
                width={open.width}
                height={open.height}
                className={styles.large}
              />
            )}
            {open.caption ? (
              <figcaption className={styles.largeCaption}>{open.caption}</figcaption>
            ) : null}
          </figure>
        ) : null}
      </Dialog>
    </section>
  );
}

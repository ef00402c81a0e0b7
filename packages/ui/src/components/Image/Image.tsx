import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import type { vars } from '../../theme/vars.css.ts';
import * as styles from './Image.css';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'style' | 'width' | 'height' | 'alt' | 'src'
> {
  src: string;
  /** Required: describe the picture, or '' when it is decoration only. */
  alt: string;
  /** Intrinsic size: sets the aspect ratio of the frame, so the page never shifts. */
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** Rounds the frame with one of the theme radii. */
  radius?: keyof typeof vars.radius;
  /**
   * Better formats of the same picture, best first (AVIF, WebP): rendered as a `<picture>`
   * whose `<img>` (with `src`, `srcSet`, `sizes`) is the fallback every browser reads.
   */
  sources?: ReadonlyArray<{ type: string; srcSet: string }>;
  /** A tiny picture (a data URI), shown blurred under the picture until it has loaded. */
  placeholder?: string | null;
  /** The point (0..1 from the left and the top) a cropping frame keeps in view. */
  focalPoint?: { x: number; y: number };
  /** A class for the frame, e.g. a page's cover that caps its height (the picture crops). */
  frameClassName?: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A responsive image in a fixed-ratio frame with a placeholder until it has loaded. Given
 * `sources`, a `<picture>` that lets the browser take AVIF or WebP at the width it needs
 * (`mediaImageProps` builds them from a media library picture).
 */
export function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  fit = 'cover',
  radius,
  sources,
  placeholder,
  focalPoint,
  frameClassName,
  onLoad,
  onError,
  ...props
}: ImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A cached image can finish before React attaches onLoad.
    if (ref.current?.complete && ref.current.naturalWidth > 0) setStatus('loaded');
    else setStatus('loading');
  }, [src]);
  const position = focalPoint
    ? `${round(focalPoint.x * 100)}% ${round(focalPoint.y * 100)}%`
    : undefined;
  const img = (
    <img
      {...props}
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      data-loaded={status === 'loaded'}
      className={`${styles.img} ${styles.fit[fit]}`}
      style={position ? { objectPosition: position } : undefined}
      onLoad={(event) => {
        setStatus('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        setStatus('error');
        onError?.(event);
      }}
    />
  );
  return (
    <span
      className={[styles.frame, radius && styles.radius[radius], frameClassName]
        .filter(Boolean)
        .join(' ')}
      data-status={status}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {status !== 'loaded' && placeholder ? (
        // The picture's own colours, blurred, where it will appear.
        <span
          className={styles.blurred}
          aria-hidden="true"
          data-testid="image-placeholder"
          style={{ backgroundImage: `url("${placeholder}")`, backgroundPosition: position }}
        />
      ) : status !== 'loaded' ? (
        // Under the picture (see Image.css.ts): a server-rendered page shows the picture the
        // moment it arrives, before the script marks it loaded.
        <span className={styles.placeholder} aria-hidden="true">
          <svg className={styles.placeholderIcon} viewBox="0 0 48 48">
            <circle cx="24" cy="20" r="9" fill="currentColor" />
            <path d="M4 38c8-6 14-6 20 0s12 6 20 0v6H4z" fill="currentColor" />
          </svg>
        </span>
      ) : null}
      {sources?.length ? (
        <picture className={styles.picture}>
          {sources.map((source) => (
            <source
              key={source.type}
              type={source.type}
              srcSet={source.srcSet}
              sizes={props.sizes}
            />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.sand,
});

// Positioned, so the picture paints over the placeholder as soon as it has loaded, with or
// without the page's script; only a failed picture is hidden, leaving the placeholder.
export const img = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  selectors: {
    '[data-status="error"] &': { opacity: 0 },
  },
});

export const fit = {
  cover: style({ objectFit: 'cover' }),
  contain: style({ objectFit: 'contain' }),
};

/** A soft sand block with a faint sun mark while the picture loads or if it fails. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.sandDeep,
});

/** Lays out as if only its `<img>` were there. */
export const picture = style({ display: 'contents' });

/** The tiny picture, scaled up and blurred; scaled a little more so its soft edge is cut. */
export const blurred = style({
  position: 'absolute',
  inset: 0,
  backgroundSize: 'cover',
  backgroundRepeat: 'no-repeat',
  filter: 'blur(12px)',
  transform: 'scale(1.1)',
});

export const placeholderIcon = style({ width: '20%', maxWidth: '3rem', height: 'auto' });

/** The theme radii as classes: no theme object in the page's JavaScript. */
export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));

import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** Uploads above; the library, with the chosen picture's details beside it on wide screens. */
export const view = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const library = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' },
  },
});

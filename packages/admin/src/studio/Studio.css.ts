import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The item's header and form; its history beside them on wide screens, below on a phone. */
export const edit = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const side = style({ minWidth: 0 });

export const create = style({ maxWidth: '48rem' });

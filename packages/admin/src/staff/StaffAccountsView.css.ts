import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The accounts, with the new-account form or the chosen account beside them on wide screens. */
export const view = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' },
  },
});

export const side = style({ display: 'grid', gap: vars.space.lg });

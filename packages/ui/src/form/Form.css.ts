import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../theme/vars.css.ts';

/** Fields stacked with the theme's field gap. */
export const form = style({ display: 'grid', gap: vars.space.md });

/** Two fields side by side from the small breakpoint up (first and last name). */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

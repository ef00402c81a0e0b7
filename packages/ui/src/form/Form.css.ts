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

/** The honeypot: off screen (not `display: none`, which some scripts skip). */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

/** The privacy line under every public form. */
export const privacyLine = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

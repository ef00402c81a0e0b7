import { style } from '@vanilla-extract/css';
import { raisedCard, stack } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const grid = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr 1fr',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'repeat(5, 1fr)' } },
});

export const card = style({ ...stack(vars.space.xs), ...raisedCard });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  minHeight: '2.25rem',
});

export const detail = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const error = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.status.redBg,
  color: vars.status.redText,
  borderRadius: vars.radius.lg,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import { cardPhoto } from '../../theme/fragments.ts';

/** The drawn art in a post's 16:10 rather than a listing's 3:2. */
export const art = style({ ...cardPhoto, aspectRatio: '16 / 10' });

export const category = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.sand,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
});

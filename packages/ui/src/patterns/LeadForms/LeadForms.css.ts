import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../common/page.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const card = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  // Clears the sticky navigation bar (4 rem) when a #booking-form / #guide link lands here.
  scrollMarginTop: `calc(${vars.space.xxxl} + ${vars.space.md})`,
  outline: 'none',
});

export const title = style([
  displayHeading,
  { margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.xl, color: vars.color.brand },
]);

export const description = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const thankYou = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const thankYouText = style({ margin: 0, color: vars.color.textMuted });

import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The guide's card: a form column, not the page's full width. */
export const guideCard = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBottom: vars.space.xl,
});

/** #listings: lands below the sticky navigation bar (4 rem), and no outline on the focused block. */
export const anchor = style({
  scrollMarginTop: `calc(${vars.space.xxxl} + ${vars.space.md})`,
  outline: 'none',
});

import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The guide's card: a form column, not the page's full width. */
export const guideCard = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBottom: vars.space.xl,
});

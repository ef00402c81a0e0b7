import { mediaQueries, vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The form section: a sentence or two beside the form from the large breakpoint. */
export const formSection = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxl,
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '2fr 3fr' } },
});

/** Content beside a form that stays in view while the page scrolls (the partner template). */
export const withStickyForm = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '3fr 2fr' } },
});

export const stickyForm = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxl,
  '@media': {
    [mediaQueries.lg]: { position: 'sticky', top: vars.space.md, paddingInline: 0 },
  },
});

export const formIntroTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  margin: `0 0 ${vars.space.sm}`,
});

export const formIntroText = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const checkList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
});

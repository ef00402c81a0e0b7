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

/**
 * Content beside a form that stays in view while the page scrolls (the partner template).
 * The block after the content (the social feed) sits under it, still beside the form, on
 * wide screens; on a phone it comes after the form, which is what the page is for.
 */
export const withStickyForm = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  display: 'grid',
  columnGap: vars.space.xl,
  alignItems: 'start',
  gridTemplateAreas: '"content" "form" "beside"',
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: '3fr 2fr',
      gridTemplateAreas: '"content form" "beside form"',
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const stickyContent = style({ gridArea: 'content', minWidth: 0 });

export const besideForm = style({ gridArea: 'beside', minWidth: 0 });

export const stickyForm = style({
  gridArea: 'form',
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

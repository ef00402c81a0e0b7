import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

// Building blocks the page patterns (Hero, PageSection, PageIntro) share, so a page's
// column and headings line up from one block to the next.

/** The page's content column: centred, at most 80rem, with side gutters on small screens. */
export const pageColumn = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

/** Headings of page blocks: the display face, set tight. */
export const displayHeading = style({
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
});

import { vars } from '@cabo/ui/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** The content column of a catalogue page, under its hero. */
export const container = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});

/** The room under the filter bar, by how much the list below it wants. */
export const filters = styleVariants({
  md: { marginBottom: vars.space.md },
  lg: { marginBottom: vars.space.lg },
  xl: { marginBottom: vars.space.xl },
});

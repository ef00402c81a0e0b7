import { mediaQueries, vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const container = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});

export const backLink = style({
  display: 'inline-block',
  marginBottom: vars.space.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '26rem',
  aspectRatio: '16 / 7',
  objectFit: 'cover',
  background: vars.color.sea,
});

/** The frame of a restaurant's own cover picture: at most as tall as the art. */
export const coverFrame = style({ maxHeight: '26rem' });

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
});

export const openState = style({
  minHeight: '1.5em',
  margin: `0 0 ${vars.space.lg}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  selectors: { '&[data-open]': { color: vars.status.greenText } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '2fr 1fr' } },
});

export const about = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
});

export const subTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const paragraph = style({ margin: 0 });

export const contact = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const sidebar = style({
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space.lg } },
});

import { mediaQueries, vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const container = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

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
  maxHeight: '28rem',
  aspectRatio: '16 / 7',
  objectFit: 'cover',
  background: vars.color.sea,
});

/** The frame of a resort's own cover picture: as wide and at most as tall as the art's. */
export const coverFrame = style({ maxHeight: '28rem' });

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const subtitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.xl}`,
  color: vars.color.textMuted,
});

// Small screens: the form first, then the details. Large: details left, the form sticky right.
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(20rem, 1fr)',
      gridTemplateAreas: '"main aside"',
    },
  },
});

export const main = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': { [mediaQueries.lg]: { gridArea: 'main' } },
});

export const aside = style({
  '@media': {
    [mediaQueries.lg]: { gridArea: 'aside', position: 'sticky', top: vars.space.lg },
  },
});

export const rewards = style({ marginTop: vars.space.lg });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const subTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const bullets = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});

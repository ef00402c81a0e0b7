import { globalStyle, style } from '@vanilla-extract/css';
import { displayHeading, pageColumn } from '../../common/page.css.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const hero = style({
  position: 'relative',
  height: '20rem',
  background: vars.color.seaDeep,
  overflow: 'hidden',
  '@media': { [mediaQueries.md]: { height: '28rem' } },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** A cover picture's frame fills the hero (the picture crops around its focal point). */
export const fill = style({ height: '100%' });

export const scrim = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  // Dark enough at the bottom for white text on any picture (AA).
  background: `linear-gradient(180deg, transparent 20%, ${vars.color.scrim} 75%)`,
});

export const inner = style([
  pageColumn,
  { width: '100%', paddingBlock: vars.space.xl, color: vars.color.onBrand },
]);

export const provider = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style([
  displayHeading,
  {
    margin: `0 0 ${vars.space.sm}`,
    fontSize: 'clamp(2rem, 5vw, 3.25rem)',
    color: vars.color.onBrand,
  },
]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
});

// The rating's own text is dark for light cards; on the picture it reads white.
globalStyle(`${facts} > li > span`, { color: vars.color.onBrand });

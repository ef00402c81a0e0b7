import { style } from '@vanilla-extract/css';
import { displayHeading, pageColumn } from '../../common/page.css.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const strip = style({ background: vars.color.brand, color: vars.color.onBrand });

export const list = style([
  pageColumn,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, 1fr)',
    gap: vars.space.lg,
    margin: '0 auto',
    paddingBlock: vars.space.xl,
    '@media': { [mediaQueries.md]: { gridAutoFlow: 'column', gridAutoColumns: '1fr' } },
  },
]);

// The figure reads first, the label under it; the markup keeps term then value.
export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  textAlign: 'center',
});

export const value = style([
  displayHeading,
  { margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
]);

export const label = style({ fontSize: vars.fontSize.sm, marginTop: vars.space.xxs });

import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../common/page.css.ts';
import { focusRing } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surfaceMuted,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: '15rem 1fr', gridTemplateRows: 'none' },
  },
});

export const sidebar = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: vars.space.md,
  minWidth: 0,
  '@media': { [mediaQueries.md]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const brand = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space.sm}`,
  '@media': { [mediaQueries.md]: { marginBottom: vars.space.xl } },
});

export const nav = style({ overflowX: 'auto' });

/** A row that scrolls sideways on a phone, a column from the medium breakpoint up. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs}`,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  '@media': { [mediaQueries.md]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/**
 * On a phone the areas (and Logout) share the first row, wrapping, and the current area's
 * sections follow in a row of their own that scrolls sideways; from the medium breakpoint
 * up, the sections sit indented under their area.
 */
export const areaList = style({
  flexWrap: 'wrap',
  '@media': { [mediaQueries.md]: { flexWrap: 'nowrap' } },
});

export const area = style({
  display: 'contents',
  '@media': { [mediaQueries.md]: { display: 'block' } },
});

/** An area's sections, under the area's link. */
export const subList = style({
  order: 1,
  flexBasis: '100%',
  overflowX: 'auto',
  '@media': {
    [mediaQueries.md]: {
      order: 0,
      overflowX: 'visible',
      paddingLeft: vars.space.md,
      marginTop: vars.space.xs,
    },
  },
});

export const link = style({
  display: 'block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2.75rem',
  lineHeight: '1.75rem',
  borderRadius: vars.radius.md,
  color: vars.color.onBrand,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandHover },
    // The area that holds the current section.
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.semibold },
    '&[aria-current="page"]': {
      background: vars.color.surface,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRing('2px', vars.color.onBrand),
  },
});

export const main = style({
  minWidth: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space.xl} ${vars.space.xl}` } },
});

export const title = style([
  displayHeading,
  { fontSize: vars.fontSize.xxl, color: vars.color.brand, margin: `0 0 ${vars.space.lg}` },
]);

export const section = style({ display: 'grid', gap: vars.space.lg });

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  margin: 0,
});

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { displayHeading, pageColumn } from '../../common/page.css.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const section = style([pageColumn, { paddingBlock: vars.space.xxl }]);

export const header = style({
  selectors: { '&:not(:last-child)': { marginBottom: vars.space.lg } },
});

export const title = style([
  displayHeading,
  { fontSize: vars.fontSize.xxl, margin: `0 0 ${vars.space.xs}` },
]);

export const plainTitle = style({ color: vars.color.brand });

export const intro = style({ margin: 0, maxWidth: '40rem', color: vars.color.textMuted });

export const plainAction = style({ marginTop: vars.space.md });

/**
 * A banner: heading, intro and action on a coloured panel, the action beside the text from
 * the medium breakpoint. Each tone's text colour keeps WCAG AA on its background.
 */
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '2fr 1fr', alignItems: 'center' } },
});

export const panelTone = styleVariants({
  brand: { background: vars.color.brand, color: vars.color.onBrand },
  sunset: { background: vars.color.sunset, color: vars.color.text },
});

// A plain link on the dark panel takes the panel's light text (the browser's blue fails AA
// there); `:where` keeps this weaker than any class the link brings itself.
globalStyle(`:where(${panelTone.brand}) a`, { color: 'inherit' });

export const panelIntro = style({ margin: 0 });

export const panelAction = style({
  justifySelf: 'start',
  '@media': { [mediaQueries.md]: { justifySelf: 'end' } },
});

import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

// One AA colour pair per event type, from the theme's badge pairs.
const typeColours = {
  music: { bg: vars.status.purpleBg, text: vars.status.purpleText },
  food: { bg: vars.status.yellowBg, text: vars.status.yellowText },
  sports: { bg: vars.status.blueBg, text: vars.status.blueText },
  culture: { bg: vars.status.greenBg, text: vars.status.greenText },
};
const byType = <T>(make: (c: { bg: string; text: string }) => T) => ({
  music: make(typeColours.music),
  food: make(typeColours.food),
  sports: make(typeColours.sports),
  culture: make(typeColours.culture),
});

export const calendar = style({ display: 'grid', gap: vars.space.md });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = recipe({
  base: { width: '0.875rem', height: '0.875rem', borderRadius: vars.radius.pill },
  variants: { type: byType((c) => ({ background: c.text })) },
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

export const weekday = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const day = recipe({
  base: {
    verticalAlign: 'top',
    height: '4.5rem',
    padding: vars.space.xxs,
    border: `1px solid ${vars.color.border}`,
    '@media': { [mediaQueries.md]: { height: '7.5rem', padding: vars.space.xs } },
  },
  variants: {
    past: { true: { background: vars.color.surfaceMuted }, false: {} },
    today: {
      true: { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
      false: {},
    },
  },
});

export const dayNumber = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space.xxs,
});

export const events = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { display: 'grid' } },
});

export const chip = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    width: '100%',
    // Small screens: a dot in a 24 px target; from md up the title on its colour.
    minWidth: '24px',
    minHeight: '24px',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    },
    '@media': {
      [mediaQueries.md]: { padding: `${vars.space.xxs} ${vars.space.xs}` },
    },
  },
  variants: {
    type: byType((c) => ({
      color: c.text,
      '@media': { [mediaQueries.md]: { background: c.bg } },
      selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
    })),
  },
});

export const dot = recipe({
  base: {
    flexShrink: 0,
    width: '0.625rem',
    height: '0.625rem',
    margin: '0 auto',
    borderRadius: vars.radius.pill,
    '@media': { [mediaQueries.md]: { display: 'none' } },
  },
  variants: { type: byType((c) => ({ background: c.text })) },
});

/** Hidden (but read) on small screens, where the dot stands for the event. */
export const chipTitle = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQueries.md]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'hidden',
      clip: 'auto',
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
  },
});

export const details = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const detailLine = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const typeBadge = recipe({
  base: {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: { type: byType((c) => ({ background: c.bg, color: c.text })) },
});

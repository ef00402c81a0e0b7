import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } },
});

export const modal = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(22rem, 88vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
});

export const dialog = style({ outline: 'none', padding: vars.space.md });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  margin: 0,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.sand },
    '&[data-focus-visible]': focusRing,
  },
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.sea,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tileImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const tileLabel = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.lg} ${vars.space.xs} ${vars.space.xs}`,
  background: `linear-gradient(transparent, ${vars.color.scrim})`,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const sectionTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const links = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.sand, color: vars.color.brand },
    '&[data-focus-visible]': focusRing,
  },
});

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.sand },
    '&[data-focus-visible]': focusRing,
  },
});

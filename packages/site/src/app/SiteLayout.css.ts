import { vars } from '@cabo/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const logo = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
});
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  ':hover': { color: vars.color.brand, textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const main = style({ flex: 1 });
export const footer = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
});

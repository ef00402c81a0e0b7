import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const error = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.status.redBg,
  color: vars.status.redText,
  borderRadius: vars.radius.lg,
});

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const headers = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const body = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const download = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  alignSelf: 'flex-start',
});

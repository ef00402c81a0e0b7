import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing(),
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
  },
});

export const waiting = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const filename = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const empty = style({ margin: 0, color: vars.color.textMuted });

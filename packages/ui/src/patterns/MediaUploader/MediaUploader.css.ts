import { style } from '@vanilla-extract/css';
import { focusRing, outlinedBox, stack, stackedList } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style(stack(vars.space.md));

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.sand },
    '&[data-focus-visible]': focusRing(),
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style(stackedList(vars.space.sm));

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  ...outlinedBox(vars.space.sm, vars.radius.md),
  background: vars.color.surface,
});

export const progress = style({ gridColumn: '1 / -1', display: 'grid', gap: vars.space.xxs });

export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.brand });

export const error = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const done = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

/** A 3:2 box whether or not the picture can be shown yet. */
export const frame = style({
  aspectRatio: '3 / 2',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const filename = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const pickerSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** Why the open picture cannot be chosen, with what to do about it. */
export const refusal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, minHeight: '1.25rem' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

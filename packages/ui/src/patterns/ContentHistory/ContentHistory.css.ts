import { style } from '@vanilla-extract/css';
import { mutedText, sectionTitle, stack, stackedList } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const section = style(stack(vars.space.sm));

export const title = style(sectionTitle);

export const list = style(stackedList(vars.space.xs));

export const entry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const details = style({});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const summaryText = style({ flex: '1 1 14rem' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

export const changes = style({
  margin: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const change = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const field = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({ margin: 0, minWidth: 0 });

export const diff = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const removed = style({
  background: vars.status.redBg,
  color: vars.status.redText,
  textDecoration: 'line-through',
});

export const added = style({
  background: vars.status.greenBg,
  color: vars.status.greenText,
  textDecoration: 'underline',
});

export const before = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const sides = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const sideLabel = style({ margin: `0 0 ${vars.space.xxs}`, color: vars.color.textMuted });

export const code = style({
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style(mutedText);

export const error = style({ margin: 0, color: vars.color.danger });

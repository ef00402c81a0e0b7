import { style } from '@vanilla-extract/css';
import { mutedText, outlinedBox, stack, stackedList } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const panel = style({
  ...stack(vars.space.sm),
  ...outlinedBox(vars.space.md, vars.radius.lg),
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const muted = style(mutedText);

export const error = style({ margin: 0, color: vars.color.danger });

export const list = style(stackedList(vars.space.sm));

export const item = style({
  ...stack(vars.space.xxs),
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const taskTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

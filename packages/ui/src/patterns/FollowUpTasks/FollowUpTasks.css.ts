import { style } from '@vanilla-extract/css';
import { mutedText, outlinedBox, sectionTitle, stack, stackedList } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const section = style(stack(vars.space.sm));

export const title = style(sectionTitle);

export const muted = style(mutedText);

export const list = style(stackedList(vars.space.xs));

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  ...outlinedBox(vars.space.sm, vars.radius.md),
});

export const main = style({ ...stack(vars.space.xxs), minWidth: 0 });

export const taskTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const doneTitle = style([
  taskTitle,
  { textDecoration: 'line-through', color: vars.color.textMuted },
]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const formRow = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } },
});

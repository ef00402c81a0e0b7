import { style } from '@vanilla-extract/css';
import { gridList, mutedText, outlinedBox } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const note = style(mutedText);

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const list = style(gridList(vars.space.md));

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  ...outlinedBox(vars.space.md, vars.radius.md),
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const itemName = style({ fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const empty = style(mutedText);

export const error = style({ margin: 0, color: vars.color.danger });

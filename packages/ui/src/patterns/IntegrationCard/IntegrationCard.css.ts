import { style } from '@vanilla-extract/css';
import { raisedCard, stack } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const card = style({ ...stack(vars.space.sm), ...raisedCard });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const fields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const settings = style({
  ...stack(vars.space.xs),
  selectors: { '&[hidden]': { display: 'none' } },
});

export const settingList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

const result = {
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
};

export const passed = style({
  ...result,
  background: vars.status.greenBg,
  color: vars.status.greenText,
});

export const failed = style({
  ...result,
  background: vars.status.redBg,
  color: vars.status.redText,
});

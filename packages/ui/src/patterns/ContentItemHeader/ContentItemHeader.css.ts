import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const conflict = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.status.redText}`,
  borderRadius: vars.radius.md,
  background: vars.status.redBg,
  color: vars.status.redText,
});

export const conflictText = style({ margin: 0, flex: '1 1 18rem', fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  border: `1px solid ${vars.color.sandDeep}`,
});

export const message = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const actions = style({ display: 'flex', gap: vars.space.sm });

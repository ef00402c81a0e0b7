import { style } from '@vanilla-extract/css';
import { vars } from '@cabo/ui/tokens';

export const slot = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
});

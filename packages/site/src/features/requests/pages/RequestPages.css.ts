import { style } from '@vanilla-extract/css';
import { vars } from '@cabo/ui/tokens';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const notice = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

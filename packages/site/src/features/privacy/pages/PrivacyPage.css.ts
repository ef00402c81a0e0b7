import { vars } from '@cabo/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const notice = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `0 ${vars.space.md} ${vars.space.xxl}`,
  lineHeight: vars.lineHeight.relaxed,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({
  fontFamily: vars.font.display,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize.xl,
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
});

globalStyle(`${notice} ul`, { paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
globalStyle(`${notice} a`, { color: vars.color.seaDeep });

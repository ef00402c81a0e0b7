import { vars } from '@cabo/ui';
import { style } from '@vanilla-extract/css';

export const intro = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  margin: `0 0 ${vars.space.md}`,
});
export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, margin: 0 });

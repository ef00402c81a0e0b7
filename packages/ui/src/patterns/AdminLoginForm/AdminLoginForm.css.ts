import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../common/page.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const title = style([
  displayHeading,
  { fontSize: vars.fontSize.xxl, color: vars.color.brand, margin: `0 0 ${vars.space.xs}` },
]);

export const intro = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });

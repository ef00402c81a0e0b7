import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../common/page.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const intro = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const title = style([
  displayHeading,
  { fontSize: vars.fontSize.display, color: vars.color.brand, margin: `0 0 ${vars.space.md}` },
]);

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, margin: 0 });

import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../common/page.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
  border: `1px solid ${vars.color.sandDeep}`,
});

export const title = style([
  displayHeading,
  { margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand },
]);

export const figures = style({ display: 'flex', gap: vars.space.lg, margin: 0 });

export const figure = style({ fontSize: vars.fontSize.xl, color: vars.color.brand });

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.brand });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

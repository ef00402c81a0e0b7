import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const card = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

const plotHeight = '14rem';

export const chart = style({ display: 'block', width: '100%', height: plotHeight });

export const loading = style({ height: plotHeight, display: 'grid' });

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

export const bar = style({ fill: vars.color.seaDeep });

export const labels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
});

export const label = style({
  display: 'grid',
  justifyItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const count = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const message = style({
  margin: 0,
  minHeight: '6rem',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const stars = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });

export const row = style({ display: 'inline-flex', gap: '2px' });

export const filled = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: vars.color.star,
});

export const empty = style({ color: vars.color.sandDeep });

export const star = style({ width: '1em', height: '1em', flexShrink: 0 });

export const value = style({ fontWeight: vars.fontWeight.semibold });

export const count = style({ color: vars.color.textMuted });

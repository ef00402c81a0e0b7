import { vars } from '@cabo/ui';
import { style } from '@vanilla-extract/css';

export const frame = style({
  position: 'relative',
  margin: 0,
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  background: vars.color.sea,
  boxShadow: vars.shadow.lg,
});

export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const control = style({ position: 'absolute', right: vars.space.sm, bottom: vars.space.sm });

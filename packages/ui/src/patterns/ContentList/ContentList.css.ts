import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const view = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

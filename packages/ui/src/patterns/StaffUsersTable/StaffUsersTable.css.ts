import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

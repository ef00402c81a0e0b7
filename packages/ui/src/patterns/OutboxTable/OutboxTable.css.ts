import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const outbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const filter = style({ maxWidth: '14rem' });

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const section = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const thanks = style({ margin: 0 });

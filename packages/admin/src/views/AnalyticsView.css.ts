import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const view = style({ display: 'grid', gap: vars.space.lg });

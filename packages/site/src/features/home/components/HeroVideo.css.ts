import { vars } from '@cabo/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// The Hero's media place gives the rounded, shadowed frame; the figure keeps the video's ratio.
export const frame = style({ position: 'relative', margin: 0, aspectRatio: '16 / 9' });

export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const control = style({ position: 'absolute', right: vars.space.sm, bottom: vars.space.sm });

// One width for 'Play video' and 'Pause video': the label changes when autoplay starts, and
// the button must not move (no layout shift).
globalStyle(`${control} > button`, { minWidth: '7rem' });

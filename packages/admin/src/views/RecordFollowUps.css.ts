import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const followUps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const panels = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
});

import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// At least a screen tall, so the footer never shows above the fold while a page's code
// loads and then jumps down (a layout shift).
export const main = style({ flex: 1, minHeight: '100vh' });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 60,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.xs } },
});

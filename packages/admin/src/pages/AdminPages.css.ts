import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The login page: the card centred on a sand background, the full height of the window. */
export const loginPage = style({
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.sand,
});

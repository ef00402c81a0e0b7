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

/** Shown while the dashboard checks who is signed in. */
export const checking = style({ padding: vars.space.xl, display: 'grid', placeItems: 'center' });

/** A section whose view is not built yet. */
export const comingSoon = style({
  margin: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
});

import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

/** Shown while the admin checks who is signed in. */
export const checking = style({ padding: vars.space.xl, display: 'grid', placeItems: 'center' });

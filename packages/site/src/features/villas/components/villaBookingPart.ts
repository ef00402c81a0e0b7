import type { ComponentProps } from 'react';
import { formPart } from '../../../lib/formPart.ts';
import type { VillaBookingHost } from './VillaBookingHost.tsx';

/** The booking card as a part of the villa page: evaluated after the page's code. */
export const VillaBookingPart = formPart<ComponentProps<typeof VillaBookingHost>>(
  'src/features/villas/components/VillaBookingHost.tsx',
  () => import('./VillaBookingHost.tsx').then((m) => m.VillaBookingHost),
);

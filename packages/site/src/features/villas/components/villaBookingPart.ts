import type { ComponentProps } from 'react';
import { loadable } from '../../../lib/loadable.tsx';
import { nextTask } from '../../../lib/nextTask.ts';
import type { VillaBookingHost } from './VillaBookingHost.tsx';

/**
 * The booking card as a part of the villa page (docs/architecture.md, "Hydration"): its form,
 * schemas and zod are loaded with the page but evaluated after it: zod with the shared field
 * rules in one task, the form in the next.
 */
export const VillaBookingPart = loadable<ComponentProps<typeof VillaBookingHost>>(
  'src/features/villas/components/VillaBookingHost.tsx',
  () =>
    import('../../../lib/fieldRules.ts')
      .then(nextTask)
      .then(() => import('./VillaBookingHost.tsx'))
      .then((m) => m.VillaBookingHost),
);

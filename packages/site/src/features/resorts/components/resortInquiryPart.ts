import type { ComponentProps } from 'react';
import { loadable } from '../../../lib/loadable.tsx';
import { nextTask } from '../../../lib/nextTask.ts';
import type { ResortInquiryHost } from './ResortInquiryHost.tsx';

/**
 * The inquiry form as a part of the resort page (docs/architecture.md, "Hydration"): its form,
 * schemas and zod are loaded with the page but evaluated after it: zod with the shared field
 * rules in one task, the form in the next.
 */
export const ResortInquiryPart = loadable<ComponentProps<typeof ResortInquiryHost>>(
  'src/features/resorts/components/ResortInquiryHost.tsx',
  () =>
    import('../../../lib/fieldRules.ts')
      .then(nextTask)
      .then(() => import('./ResortInquiryHost.tsx'))
      .then((m) => m.ResortInquiryHost),
);

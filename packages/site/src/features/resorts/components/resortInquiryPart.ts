import type { ComponentProps } from 'react';
import { formPart } from '../../../lib/formPart.ts';
import type { ResortInquiryHost } from './ResortInquiryHost.tsx';

/** The inquiry form as a part of the resort page: evaluated after the page's code. */
export const ResortInquiryPart = formPart<ComponentProps<typeof ResortInquiryHost>>(
  'src/features/resorts/components/ResortInquiryHost.tsx',
  () => import('./ResortInquiryHost.tsx').then((m) => m.ResortInquiryHost),
);

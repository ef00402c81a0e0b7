import { guideInvestmentLevels, REAL_ESTATE_GUIDE_TYPE } from '@cabo/contract';
import { GuideRequestDialog } from '@cabo/ui';
import type { GuideRequest } from '../../../lib/guide-request.ts';
import { useGuideRequestSubmit } from '../../../lib/useGuideRequestSubmit.ts';

/**
 * The guide-request dialog and its submission (its own chunk, loaded on the first request);
 * what success and failure do is in `useGuideRequestSubmit`.
 */
export default function GuideRequestHost({
  isOpen,
  onOpenChange,
  request,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  request: GuideRequest | null;
}) {
  const { submit, guideType } = useGuideRequestSubmit(request);
  return (
    <GuideRequestDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={request?.title}
      askAgentInterest={guideType === REAL_ESTATE_GUIDE_TYPE}
      investmentLevels={guideInvestmentLevels(guideType)}
      onSubmit={submit}
    />
  );
}

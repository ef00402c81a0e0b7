import type { GuideRequestFormValues } from '@cabo/contract';
import { Dialog } from '../../components/Dialog/index.ts';
import type { FormSubmitContext } from '../../form/index.ts';
import { GuideRequestForm, useGuideRequestForm } from './GuideRequestForm.tsx';

export const GUIDE_DIALOG_TITLE = 'Download Your Free Guide';
export const GUIDE_DIALOG_DESCRIPTION =
  'Enter your details below to get instant access to our premium guide.';

export interface GuideRequestDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title?: string;
  description?: string;
  /** Asks whether an agent may contact the visitor: the Real Estate guide only. */
  askAgentInterest?: boolean;
  /** The optional investment level's choices (`guideInvestmentLevels` of the guide type). */
  investmentLevels?: readonly string[];
  /**
   * Sends the request with the contract-parsed values. Resolve on success: the form resets
   * and the dialog closes. Reject on failure: the typed values stay so the visitor can retry
   * (put a server's field messages on the fields with `context.setFieldError`).
   */
  onSubmit: (values: GuideRequestFormValues, context: FormSubmitContext) => Promise<unknown>;
}

/** The guide-request dialog: contact details for a free guide, sent with the contract schema. */
export function GuideRequestDialog({
  isOpen,
  onOpenChange,
  title = GUIDE_DIALOG_TITLE,
  description = GUIDE_DIALOG_DESCRIPTION,
  askAgentInterest = false,
  investmentLevels,
  onSubmit,
}: GuideRequestDialogProps) {
  // Kept here, outside the dialog's content: values typed before a failure survive closing.
  const form = useGuideRequestForm();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} description={description}>
      <GuideRequestForm
        form={form}
        aria-label={title}
        askAgentInterest={askAgentInterest}
        investmentLevels={investmentLevels}
        onSubmit={onSubmit}
        onSubmitted={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

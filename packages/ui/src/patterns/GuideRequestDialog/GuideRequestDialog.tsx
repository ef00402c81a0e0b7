import { guideRequestFormSchema, type GuideRequestFormValues } from '@cabo/contract';
import { Dialog } from '../../components/Dialog/index.ts';
import {
  ContractForm,
  FormCheckbox,
  FormSubmitButton,
  FormTextField,
  formStyles,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';

export const GUIDE_DIALOG_TITLE = 'Download Your Free Guide';
export const GUIDE_DIALOG_DESCRIPTION =
  'Enter your details below to get instant access to our premium guide.';

const empty: GuideRequestFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  agentInterest: false,
};

export interface GuideRequestDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title?: string;
  description?: string;
  /** Asks whether an agent may contact the visitor: the Real Estate guide only. */
  askAgentInterest?: boolean;
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
  onSubmit,
}: GuideRequestDialogProps) {
  const form = useContractForm(guideRequestFormSchema, empty);
  const { control } = form;
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} description={description}>
      <ContractForm
        form={form}
        aria-label={title}
        onSubmit={onSubmit}
        onSubmitted={() => onOpenChange(false)}
      >
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
          />
        </div>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        {askAgentInterest ? (
          <FormCheckbox control={control} name="agentInterest">
            I'd like a local real estate agent to contact me
          </FormCheckbox>
        ) : null}
        <FormSubmitButton fullWidth>Download Guide</FormSubmitButton>
      </ContractForm>
    </Dialog>
  );
}

import {
  guideRequestFormSchema,
  tripInvestmentLevels,
  type GuideRequestFormValues,
} from '@cabo/contract';
import type { UseFormReturn } from 'react-hook-form';
import {
  ContractForm,
  FormCheckbox,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  formStyles,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';

const empty: GuideRequestFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  agentInterest: false,
};

/** The guide request's form state; a caller that outlives the form (a dialog) keeps it. */
export function useGuideRequestForm() {
  return useContractForm(guideRequestFormSchema, empty);
}

export type GuideRequestFormState = ReturnType<typeof useGuideRequestForm>;

export interface GuideRequestFormProps {
  /** Accessible name of the form (the dialog's title, or the section's heading). */
  'aria-label': string;
  /** Asks whether an agent may contact the visitor: the Real Estate guide only. */
  askAgentInterest?: boolean;
  /** The optional investment level's choices (`guideInvestmentLevels` of the guide type). */
  investmentLevels?: readonly string[];
  /**
   * Sends the request with the contract-parsed values. Resolve on success: the form resets.
   * Reject on failure: the typed values stay so the visitor can retry (put a server's field
   * messages on the fields with `context.setFieldError`).
   */
  onSubmit: (values: GuideRequestFormValues, context: FormSubmitContext) => Promise<unknown>;
  /** After a successful send and the reset (the dialog closes). */
  onSubmitted?: () => void;
  /** The form's state from `useGuideRequestForm`, when it must survive the form unmounting. */
  form?: GuideRequestFormState;
}

/**
 * The guide request's fields (first and last name, e-mail, phone, the optional investment
 * level, the agent question for the Real Estate guide) on the contract schema: inside the guide dialog, or inline on a page.
 */
export function GuideRequestForm({ form, ...props }: GuideRequestFormProps) {
  return form ? <GuideRequestFields form={form} {...props} /> : <OwnGuideRequestForm {...props} />;
}

function OwnGuideRequestForm(props: Omit<GuideRequestFormProps, 'form'>) {
  const form = useGuideRequestForm();
  return <GuideRequestFields form={form} {...props} />;
}

function GuideRequestFields({
  form,
  askAgentInterest = false,
  investmentLevels = tripInvestmentLevels,
  onSubmit,
  onSubmitted,
  'aria-label': label,
}: GuideRequestFormProps & { form: UseFormReturn<GuideRequestFormValues> }) {
  const { control } = form;
  return (
    <ContractForm form={form} aria-label={label} onSubmit={onSubmit} onSubmitted={onSubmitted}>
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
      <FormSelect
        control={control}
        name="investmentLevel"
        label="Investment Level (optional)"
        options={investmentLevels.map((id) => ({ id, label: id }))}
      />
      {askAgentInterest ? (
        <FormCheckbox control={control} name="agentInterest">
          I'd like a local real estate agent to contact me
        </FormCheckbox>
      ) : null}
      <FormSubmitButton fullWidth>Download Guide</FormSubmitButton>
    </ContractForm>
  );
}

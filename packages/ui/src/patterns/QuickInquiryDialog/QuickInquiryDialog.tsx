import { quickResortInquiryFormSchema, type QuickResortInquiryForm } from '@cabo/contract';
import { Dialog } from '../../components/Dialog/index.ts';
import {
  ContractForm,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  formStyles,
  useContractForm,
  type FormSubmitContext,
  ContactFields,
} from '../../form/index.ts';

export const QUICK_INQUIRY_DESCRIPTION =
  'Fill out this form and our team will get back to you with availability and rates.';

const empty: QuickResortInquiryForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dates: '',
  guests: '',
  message: '',
};

export interface QuickInquiryDialogProps {
  /** The resort asked about. */
  resortName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Sends the contract-parsed values (no login needed). Resolve on success: the form resets
   * and the dialog closes. Reject on failure: the typed values stay.
   */
  onSubmit: (values: QuickResortInquiryForm, context: FormSubmitContext) => Promise<unknown>;
}

/**
 * "Inquire about {resort}" from the resort list (docs/stays.md): name, e-mail, phone, free-text
 * dates and guests, an optional message. The site stores it as a lead (interest type resort).
 */
export function QuickInquiryDialog({
  resortName,
  isOpen,
  onOpenChange,
  onSubmit,
}: QuickInquiryDialogProps) {
  const form = useContractForm(quickResortInquiryFormSchema, empty);
  const { control } = form;
  const title = `Inquire about ${resortName}`;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={QUICK_INQUIRY_DESCRIPTION}
    >
      <ContractForm
        form={form}
        aria-label={title}
        onSubmit={onSubmit}
        onSubmitted={() => onOpenChange(false)}
      >
        <ContactFields control={control} />
        <div className={formStyles.row}>
          <FormTextField
            control={control}
            name="dates"
            label="Preferred Dates"
            placeholder="e.g. March 10-15"
          />
          <FormTextField
            control={control}
            name="guests"
            label="Number of Guests"
            placeholder="e.g. 2 adults, 1 child"
          />
        </div>
        <FormTextArea control={control} name="message" label="Message (optional)" />
        <FormSubmitButton fullWidth>Submit Inquiry</FormSubmitButton>
      </ContractForm>
    </Dialog>
  );
}

import {
  leadCloseFormSchema,
  leadCloseReasonLabels,
  leadCloseReasons,
  type LeadCloseFormValues,
} from '@cabo/contract';
import { Dialog } from '../../components/Dialog/index.ts';
import {
  ContractForm,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './PipelineBoard.css';

export interface CloseReasonDialogProps {
  /** The record being closed; the dialog is open while there is one. */
  name: string | null;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Closes the record with the reason. Resolve on success (the dialog closes); reject after
   * putting the server's messages under the fields through `context.setFieldError`.
   */
  onSubmit: (values: LeadCloseFormValues, context: FormSubmitContext) => Promise<unknown>;
}

const reasonOptions = leadCloseReasons.map((id) => ({ id, label: leadCloseReasonLabels[id] }));

function CloseReasonForm({
  name,
  onSubmit,
  close,
}: Pick<CloseReasonDialogProps, 'onSubmit'> & { name: string; close: () => void }) {
  const form = useContractForm(leadCloseFormSchema, { note: '', closeReasonText: '' });
  const reason = form.watch('closeReason');
  return (
    <ContractForm
      form={form}
      aria-label={`Close ${name}`}
      audience="staff"
      onSubmit={onSubmit}
      onSubmitted={close}
    >
      <div className={styles.dialogBody}>
        <FormSelect
          control={form.control}
          name="closeReason"
          label="Reason"
          options={reasonOptions}
        />
        {reason === 'other' ? (
          <FormTextField control={form.control} name="closeReasonText" label="What happened?" />
        ) : null}
        <FormTextArea control={form.control} name="note" label="Note" rows={3} />
        <FormSubmitButton submittingLabel="Closing...">Close lead</FormSubmitButton>
      </div>
    </ContractForm>
  );
}

/**
 * Asks why a lead is closed before it moves to Closed (docs/admin.md, "Pipeline board"):
 * won (it becomes converted), lost on price, dates or no answer, or other in words.
 */
export function CloseReasonDialog({ name, onOpenChange, onSubmit }: CloseReasonDialogProps) {
  return (
    <Dialog
      isOpen={name !== null}
      onOpenChange={onOpenChange}
      title={name ? `Close ${name}` : 'Close'}
      description="Why is this lead closed? Won moves it to Converted."
      size="sm"
    >
      {({ close }) =>
        name ? <CloseReasonForm name={name} onSubmit={onSubmit} close={close} /> : null
      }
    </Dialog>
  );
}
